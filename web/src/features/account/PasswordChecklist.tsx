import { Box, Flex, Text, chakra } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'

import { CheckIcon } from '../../components/icons'
import { emailName, passwordChecks } from './passwordRule'

const Dot = () => (
  <chakra.svg viewBox="0 0 24 24" width="1em" height="1em" aria-hidden flexShrink={0}>
    <circle cx="12" cy="12" r="4" fill="currentColor" />
  </chakra.svg>
)

/**
 * The password rule as a live checklist: each line turns green once the password meets it.
 * Each line also says "done" or "missing" to screen readers, not only by its colour.
 */
export function PasswordChecklist({ password, email }: { password: string; email?: string | null }) {
  const { t } = useTranslation('account')
  const name = emailName(email)
  return (
    <Box data-testid="password-checklist" fontSize="sm" mt="1">
      <Text fontWeight="medium" color="fg.muted" mb="1">
        {t('password.rulesTitle')}
      </Text>
      <chakra.ul listStyleType="none" m="0" p="0" display="grid" gap="0.5">
        {passwordChecks(password, email).map((check) => (
          <Flex
            as="li"
            key={check.id}
            data-rule={check.id}
            data-met={check.ok}
            align="center"
            gap="2"
            color={check.ok ? 'green.700' : 'fg.muted'}
          >
            <Box as="span" color={check.ok ? 'green.600' : 'gray.400'} display="inline-flex">
              {check.ok ? <CheckIcon /> : <Dot />}
            </Box>
            <span>{t(`password.rules.${check.id}`, { name })}</span>
            <chakra.span srOnly>{check.ok ? t('password.met') : t('password.notMet')}</chakra.span>
          </Flex>
        ))}
      </chakra.ul>
    </Box>
  )
}
