import { Link, Text } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router-dom'
import { linkRecipe } from '@chakra-ui/react/theme'
import { registerRecipes } from '../../lib/laterRecipes'

registerRecipes({ link: linkRecipe })

/**
 * An inline link to a page of the site. It takes its text as children, so it can stand in a
 * translated sentence (`<Trans components={{ login: <TextLink to=… /> }} />`).
 */
export function TextLink({
  to,
  state,
  newTab,
  children,
}: {
  to: string
  state?: unknown
  newTab?: boolean
  children?: ReactNode
}) {
  const { t } = useTranslation('account')
  return (
    <Link asChild color="brand.600" fontWeight="medium" textDecoration="underline" textUnderlineOffset="2px">
      <RouterLink to={to} state={state} {...(newTab ? { target: '_blank', rel: 'noopener' } : {})}>
        {children}
        {newTab && (
          <Text as="span" srOnly>
            {` ${t('register.newTab')}`}
          </Text>
        )}
      </RouterLink>
    </Link>
  )
}
