import { Alert, Box, Button, Link, List, Progress, Text } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router-dom'

import { useLang } from '../../lib/LangContext'
import type { FileNote, OwnBooking } from './bookingDraft'
import { formatBytes } from './fileRules'
import { alertSlotRecipe, linkRecipe, listSlotRecipe, progressSlotRecipe } from '@chakra-ui/react/theme'
import { registerRecipes, registerSlotRecipes } from '../../lib/laterRecipes'

registerRecipes({ link: linkRecipe })
registerSlotRecipes({ alert: alertSlotRecipe, list: listSlotRecipe, progress: progressSlotRecipe })

const noticeStyle = {
  role: 'status',
  borderWidth: '1px',
  borderColor: 'orange.300',
  bg: 'orange.50',
  rounded: 'md',
  p: '4',
} as const

/** The time asked for (from the profile, or kept from before a reload) is no longer free. */
export function SlotGoneNotice() {
  const { t } = useTranslation('booking')
  return (
    <Box {...noticeStyle} data-testid="slot-gone">
      {t('form.slotGone')}
    </Box>
  )
}

/** The time asked for is the patient's own booking (Back after booking): not an error. */
export function OwnBookingNotice({ booking }: { booking: OwnBooking }) {
  const lang = useLang()
  const { t } = useTranslation('booking')
  return (
    <Box {...noticeStyle} borderColor="green.300" bg="green.50" data-testid="own-booking">
      <Text>{t('form.ownBooking', { id: booking.appointmentId })}</Text>
      <Link asChild color="brand.700" fontWeight="semibold" mt="1">
        <RouterLink to={`/${lang}/account-appointments`}>{t('form.ownBookingLink')}</RouterLink>
      </Link>
    </Box>
  )
}

/** Files chosen before a reload, which the browser could not keep: choose them again. */
export function ReattachFiles({ files, onSkip }: { files: readonly FileNote[]; onSkip: () => void }) {
  const lang = useLang()
  const { t } = useTranslation('booking')
  if (!files.length) return null
  return (
    <Alert.Root status="warning" role="status" data-testid="files-reattach" alignItems="flex-start">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title fontWeight="bold">{t('files.reattachTitle')}</Alert.Title>
        <Alert.Description>
          <Text>{t('files.reattachHelp')}</Text>
          <List.Root ps="5" mt="1">
            {files.map((file, i) => (
              <List.Item key={`${file.name}-${file.size}-${i}`} data-testid="reattach-name">
                <Text as="span" fontWeight="semibold" dir="auto">
                  {file.name}
                </Text>{' '}
                ({formatBytes(file.size, lang)})
              </List.Item>
            ))}
          </List.Root>
          <Button size="xs" variant="outline" colorPalette="orange" mt="2" onClick={onSkip}>
            {t('files.reattachSkip')}
          </Button>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  )
}

/** The upload's progress while the files go up with the booking. */
export function UploadProgress({ fraction }: { fraction: number }) {
  const { t } = useTranslation('booking')
  const percent = Math.round(fraction * 100)
  return (
    <Progress.Root
      value={percent}
      max={100}
      colorPalette="brand"
      data-testid="upload-progress"
      aria-label={t('form.uploading')}
    >
      <Progress.Label mb="2">{t('form.uploading')}</Progress.Label>
      <Progress.Track>
        <Progress.Range />
      </Progress.Track>
      <Progress.ValueText mt="1">{t('form.percent', { percent })}</Progress.ValueText>
    </Progress.Root>
  )
}
