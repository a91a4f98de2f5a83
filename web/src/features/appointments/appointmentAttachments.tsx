import { Button, Flex, List, Text } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'

import type { AppointmentAttachment } from './api/appointment'
import { fileKind, fileSize } from './appointmentDownloads'
import { listSlotRecipe } from '@chakra-ui/react/theme'
import { registerSlotRecipes } from '../../lib/laterRecipes'

registerSlotRecipes({ list: listSlotRecipe })

interface Props {
  attachments: AppointmentAttachment[]
  busy: string | null
  onDownload: (key: string, url: string, fileName: string) => void
}

export const attachmentKey = (id: number) => `attachment-${id}`

/** The files sent with the booking: name, type and size, each downloadable. */
export function AppointmentAttachments({ attachments, busy, onDownload }: Props) {
  const { t } = useTranslation('travel')
  if (!attachments.length) return <Text color="fg.muted">{t('details.noAttachments')}</Text>
  return (
    <List.Root variant="plain" gap="2" data-testid="attachments">
      {attachments.map((file) => {
        const key = attachmentKey(file.id)
        return (
          <List.Item key={file.id} borderWidth="1px" rounded="md" px="4" py="3" data-attachment={file.id}>
            <Flex justify="space-between" align="center" gap="3" w="full" wrap="wrap">
              <Flex direction="column" minW="0">
                <Text fontWeight="medium" truncate>
                  <bdi>{file.fileName}</bdi>
                </Text>
                <Text fontSize="sm" color="fg.muted">
                  {fileKind(file.mimeType)} · <bdi>{fileSize(file.size, t)}</bdi>
                </Text>
              </Flex>
              <Button
                size="sm"
                variant="outline"
                colorPalette="brand"
                loading={busy === key}
                aria-busy={busy === key}
                disabled={busy !== null && busy !== key}
                onClick={() => onDownload(key, `/attachment/${file.id}`, file.fileName)}
                aria-label={t('details.downloadFile', { name: file.fileName })}
              >
                {t('details.download')}
              </Button>
            </Flex>
          </List.Item>
        )
      })}
    </List.Root>
  )
}
