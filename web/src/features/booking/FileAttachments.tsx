import { Alert, Box, Button, Flex, IconButton, List, Spinner, Stack, Text } from '@chakra-ui/react'
import { type DragEvent, useEffect, useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'

import { useLang } from '../../lib/LangContext'
import { TrashIcon } from '../../components/icons'
import { ACCEPT, type Rejected, checkFiles, formatBytes } from './fileRules'
import { useUploadRules } from './useUploadRules'
import { alertSlotRecipe, listSlotRecipe } from '@chakra-ui/react/theme'
import { registerSlotRecipes } from '../../lib/laterRecipes'

registerSlotRecipes({ alert: alertSlotRecipe, list: listSlotRecipe })

interface Props {
  files: readonly File[]
  onChange: (files: readonly File[]) => void
  disabled?: boolean
  /** The id of the visible heading or label naming this field. */
  labelledBy?: string
  describedBy?: string
}

/**
 * Medical files by drag-and-drop or the file picker. Every file is checked in the browser first
 * (type, content, size, count: fileRules.ts); refused ones are listed with the reason and never
 * added, so they are never uploaded.
 */
export function FileAttachments({ files, onChange, disabled, labelledBy, describedBy }: Props) {
  const lang = useLang()
  const { t } = useTranslation('booking')
  const { maxFileBytes, maxFiles } = useUploadRules()
  const size = formatBytes(maxFileBytes, lang)
  const input = useRef<HTMLInputElement>(null)
  const [dragging, setDragging] = useState(false)
  const [checking, setChecking] = useState(false)
  const [rejected, setRejected] = useState<Rejected[]>([])
  const hintId = useId()
  // Checks run one after another against the latest list (a drop right after a pick, say).
  const latest = useRef(files)
  const queue = useRef<Promise<void>>(Promise.resolve())
  useEffect(() => {
    latest.current = files
  }, [files])

  const add = (incoming: File[]) => {
    if (!incoming.length || disabled) return
    setChecking(true)
    queue.current = queue.current.then(async () => {
      const { accepted, rejected: refused } = await checkFiles(incoming, latest.current, {
        maxFiles,
        maxBytes: maxFileBytes,
      })
      setRejected(refused)
      if (accepted.length) {
        latest.current = [...latest.current, ...accepted]
        onChange(latest.current)
      }
      setChecking(false)
    })
  }

  const remove = (index: number) => {
    latest.current = latest.current.filter((_, i) => i !== index)
    onChange(latest.current)
  }

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault()
    setDragging(false)
    add(Array.from(event.dataTransfer?.files ?? []))
  }

  const onDragOver = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault()
    if (event.dataTransfer) event.dataTransfer.dropEffect = disabled ? 'none' : 'copy'
    if (!dragging) setDragging(true)
  }

  return (
    <Stack gap="3" role="group" aria-labelledby={labelledBy} aria-describedby={describedBy}>
      <Box
        data-testid="file-drop-zone"
        data-dragging={dragging || undefined}
        borderWidth="2px"
        borderStyle="dashed"
        borderColor={dragging ? 'brand.500' : 'gray.300'}
        bg={dragging ? 'brand.50' : 'gray.50'}
        rounded="lg"
        p={{ base: '5', md: '8' }}
        textAlign="center"
        transition="background 0.15s, border-color 0.15s"
        onDragEnter={onDragOver}
        onDragOver={onDragOver}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <Stack gap="3" align="center">
          <Text fontWeight="semibold">{t('files.dropHere')}</Text>
          <Button
            variant="outline"
            colorPalette="brand"
            onClick={() => input.current?.click()}
            disabled={disabled || files.length >= maxFiles}
            aria-describedby={hintId}
          >
            {t('files.choose')}
          </Button>
          <Text id={hintId} fontSize="sm" color="gray.600">
            {t('files.hint', { max: maxFiles, size })}
          </Text>
          <input
            ref={input}
            type="file"
            multiple
            accept={ACCEPT}
            hidden
            aria-label={t('files.inputLabel')}
            data-testid="file-input"
            onChange={(event) => {
              add(Array.from(event.target.files ?? []))
              event.target.value = ''
            }}
          />
        </Stack>
      </Box>

      {checking && (
        <Flex align="center" gap="2" role="status" fontSize="sm">
          <Spinner size="sm" />
          {t('files.checking')}
        </Flex>
      )}

      {rejected.length > 0 && (
        <Alert.Root status="warning" role="alert" data-testid="files-refused" alignItems="flex-start">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title fontWeight="bold">{t('files.refusedTitle')}</Alert.Title>
            <Alert.Description>
              <List.Root ps="5" mt="1">
                {rejected.map(({ file, reason }, i) => (
                  <List.Item key={`${file.name}-${i}`} data-reason={reason}>
                    <Text as="span" fontWeight="semibold" dir="auto">
                      {file.name}
                    </Text>
                    {' — '}
                    {t(`files.reasons.${reason}`, { max: maxFiles, size })}
                  </List.Item>
                ))}
              </List.Root>
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}

      {files.length > 0 && (
        <Box>
          <Text fontWeight="semibold" mb="2">
            {t('files.attached', { count: files.length, max: maxFiles })}
          </Text>
          <List.Root variant="plain" gap="2" data-testid="files-attached">
            {files.map((file, index) => (
              <List.Item
                key={`${file.name}-${file.size}-${file.lastModified}`}
                borderWidth="1px"
                rounded="md"
                px="3"
                py="2"
                display="flex"
                alignItems="center"
                gap="3"
              >
                <Box flex="1" minW="0">
                  <Text truncate dir="auto" data-testid="attached-name">
                    {file.name}
                  </Text>
                  <Text fontSize="xs" color="gray.600">
                    {formatBytes(file.size, lang)}
                  </Text>
                </Box>
                <IconButton
                  size="sm"
                  variant="ghost"
                  colorPalette="red"
                  aria-label={t('files.remove', { name: file.name })}
                  onClick={() => remove(index)}
                  disabled={disabled}
                >
                  <TrashIcon />
                </IconButton>
              </List.Item>
            ))}
          </List.Root>
        </Box>
      )}
    </Stack>
  )
}
