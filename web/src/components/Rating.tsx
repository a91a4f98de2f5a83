import { RatingGroup } from '@chakra-ui/react'
import { ratingGroupSlotRecipe } from '@chakra-ui/react/theme'
import { registerSlotRecipes } from '../lib/laterRecipes'

registerSlotRecipes({ ratingGroup: ratingGroupSlotRecipe })

/** A read-only 5-star rating with half stars (spec §9). */
export function Rating({ value, label, size = 'sm' }: { value: number; label?: string; size?: 'xs' | 'sm' | 'md' }) {
  return (
    <RatingGroup.Root
      count={5}
      value={Math.round(value * 2) / 2}
      allowHalf
      readOnly
      size={size}
      colorPalette="orange"
      aria-label={label}
      data-testid="rating"
      data-value={value}
    >
      <RatingGroup.HiddenInput />
      <RatingGroup.Control />
    </RatingGroup.Root>
  )
}
