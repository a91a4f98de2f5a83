import { type HTMLChakraProps, chakra, useRecipe } from '@chakra-ui/react'

type Props = HTMLChakraProps<'button'> & { size?: 'sm' | 'md' | 'lg' }

/**
 * A button in Chakra's button style (the system's `button` recipe, in its colour palette) without
 * Chakra's Button component: for what every page's first load draws (the error pages), where the
 * component's own code would be paid for by every visitor. Elsewhere, use Chakra's Button.
 */
export function RecipeButton({ size = 'md', ...props }: Props) {
  const recipe = useRecipe({ key: 'button' })
  return <chakra.button className="chakra-button" css={recipe({ size })} {...props} />
}
