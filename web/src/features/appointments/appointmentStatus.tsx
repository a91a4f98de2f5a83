import { Badge, type BadgeProps } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'

import type { AppointmentStatus } from './api/appointment'
import { badgeRecipe } from '@chakra-ui/react/theme'
import { registerRecipes } from '../../lib/laterRecipes'

registerRecipes({ badge: badgeRecipe })

const PALETTE: Record<AppointmentStatus, BadgeProps['colorPalette']> = {
  PENDING: 'orange',
  CONFIRMED: 'green',
  CANCELLED: 'red',
  COMPLETED: 'blue',
  NO_SHOW: 'gray',
}

/** An appointment's status as a translated badge (statuses: docs/booking.md). */
export function AppointmentStatusBadge({
  status,
  size = 'md',
}: {
  status: AppointmentStatus
  size?: BadgeProps['size']
}) {
  const { t } = useTranslation('travel')
  return (
    <Badge colorPalette={PALETTE[status] ?? 'gray'} size={size} variant="subtle" data-status={status}>
      {t(`status.${status}`, { defaultValue: status })}
    </Badge>
  )
}
