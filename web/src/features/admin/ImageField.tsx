import { Box, Button, Center, Field, HStack, Image, Progress, Stack, Text, VisuallyHidden } from '@chakra-ui/react'
import { useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'

import { useLang } from '../../lib/LangContext'
import { ImageIcon } from '../../components/icons'
import { IMAGE_TYPES, MAX_IMAGE_BYTES, type MediaDoc, previewOf, uploadImage } from './api/mediaApi'
import { failureText } from './messages'
import { useMediaPreview } from './useMediaPreviews'
import { fieldSlotRecipe, progressSlotRecipe } from '@chakra-ui/react/theme'
import { registerSlotRecipes } from '../../lib/laterRecipes'

registerSlotRecipes({ field: fieldSlotRecipe, progress: progressSlotRecipe })

interface Props {
  label: string
  /** The stored media id, or null. */
  value: number | null
  /** Describes the image (the CMS requires `alt`): the record's name. */
  alt: string
  onChange: (id: number | null) => void
  gridColumn?: string
}

/**
 * An image of the record: uploaded to the CMS media collection as soon as it is chosen (with a
 * progress bar), then kept as the media id the record stores; shows the current image and can
 * remove it.
 */
export function ImageField({ label, value, alt, onChange, gridColumn }: Props) {
  const { t } = useTranslation('admin')
  const lang = useLang()
  const inputId = useId()
  const input = useRef<HTMLInputElement>(null)
  const [uploaded, setUploaded] = useState<MediaDoc | null>(null)
  const [progress, setProgress] = useState<number | null>(null)
  const [error, setError] = useState<string | null>(null)
  const doc = useMediaPreview(value, uploaded)
  const preview = value != null ? previewOf(doc) : null

  const choose = async (file: File | undefined) => {
    if (!file) return
    setError(null)
    if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) {
      setError(t('image.wrongType'))
      return
    }
    if (file.size > MAX_IMAGE_BYTES) {
      setError(t('image.tooLarge'))
      return
    }
    setProgress(0)
    const result = await uploadImage(file, alt, setProgress)
    setProgress(null)
    if (!result.success) {
      setError(failureText(result, t, lang))
      return
    }
    setUploaded(result.doc)
    onChange(result.doc.id)
  }

  return (
    <Field.Root invalid={Boolean(error)} gridColumn={gridColumn}>
      <Field.Label htmlFor={inputId}>{label}</Field.Label>
      <HStack align="center" gap="4" wrap="wrap">
        <Center boxSize="20" rounded="md" borderWidth="1px" bg="gray.50" overflow="hidden" flexShrink={0}>
          {preview ? (
            <Image src={preview} alt={t('image.preview')} boxSize="full" objectFit="cover" />
          ) : (
            <Box
              color="gray.400"
              fontSize="2xl"
              role="img"
              aria-label={value != null ? t('image.preview') : t('image.none')}
            >
              <ImageIcon />
            </Box>
          )}
        </Center>
        <Stack gap="2" flex="1" minW="40">
          <HStack gap="2" wrap="wrap">
            <Button size="sm" variant="outline" onClick={() => input.current?.click()} loading={progress !== null}>
              {value != null ? t('image.replace') : t('image.choose')}
            </Button>
            {value != null && (
              <Button
                size="sm"
                variant="ghost"
                colorPalette="red"
                onClick={() => {
                  setUploaded(null)
                  onChange(null)
                }}
                disabled={progress !== null}
              >
                {t('image.remove')}
              </Button>
            )}
          </HStack>
          {progress !== null && (
            <Progress.Root value={Math.round(progress * 100)} size="xs" colorPalette="brand" maxW="60">
              <VisuallyHidden>
                <Progress.Label>{t('image.uploading')}</Progress.Label>
              </VisuallyHidden>
              <Progress.Track>
                <Progress.Range />
              </Progress.Track>
            </Progress.Root>
          )}
          <Text fontSize="xs" color="fg.muted">
            {t('image.types')}
          </Text>
        </Stack>
      </HStack>
      <input
        ref={input}
        id={inputId}
        type="file"
        hidden
        accept={IMAGE_TYPES.join(',')}
        aria-label={`${label}: ${t('image.input')}`}
        onChange={(e) => {
          void choose(e.currentTarget.files?.[0])
          e.currentTarget.value = ''
        }}
      />
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  )
}
