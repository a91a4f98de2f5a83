/**
 * The live chat, or a person to talk to when there is none: the third-party widget when it is
 * switched on and has an id for the page's language (spec), otherwise — off, no id, or its script
 * failed to load — a "Talk to us" button with WhatsApp, phone and the contact form (issue 20).
 */
import { Box, Button, CloseButton, Heading, Popover, Portal, Text } from '@chakra-ui/react'
import { popoverSlotRecipe } from '@chakra-ui/react/theme'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'

import { ContactChannelList } from '../../components/ContactChannels'
import { ChatIcon } from '../../components/icons'
import { useLang } from '../../lib/LangContext'
import { registerSlotRecipes } from '../../lib/laterRecipes'
import { applyLiveChat, type LiveChatConfig } from './liveChat'

registerSlotRecipes({ popover: popoverSlotRecipe })

type Chat = 'off' | 'loading' | 'failed'

/** `config` undefined: the layout's data has not arrived yet, so nothing is shown. */
export function TalkToUs({ config }: { config: LiveChatConfig | null | undefined }) {
  const lang = useLang()
  const { t } = useTranslation()
  const [chat, setChat] = useState<Chat>('off')
  useEffect(() => {
    if (config === undefined) return
    const script = applyLiveChat(config, lang)
    if (!script) {
      setChat('off')
      return
    }
    setChat('loading')
    const failed = () => setChat('failed')
    script.addEventListener('error', failed)
    return () => script.removeEventListener('error', failed)
  }, [config, lang])

  // The widget draws its own button.
  if (config === undefined || chat === 'loading') return null
  return (
    <>
      {/* Room below the page's last line, so the button never hides it. */}
      <Box aria-hidden h="20" flexShrink={0} />
      <Popover.Root positioning={{ placement: 'top-end' }} lazyMount unmountOnExit>
        <Popover.Trigger asChild>
          <Button
            position="fixed"
            bottom="4"
            insetEnd="4"
            zIndex="docked"
            colorPalette="brand"
            borderRadius="full"
            shadow="lg"
            px={{ base: '3', md: '4' }}
            aria-label={t('reach.talkToUs')}
            data-testid="talk-to-us"
          >
            <ChatIcon boxSize="5" />
            {/* On a phone the round icon alone, to cover less of the page. */}
            <Box as="span" hideBelow="md">
              {t('reach.talkToUs')}
            </Box>
          </Button>
        </Popover.Trigger>
        <Portal>
          <Popover.Positioner>
            <Popover.Content dir={lang === 'ar' ? 'rtl' : 'ltr'} maxW="xs">
              <Popover.Header>
                <Heading as="h2" size="md">
                  {t('reach.title')}
                </Heading>
              </Popover.Header>
              <Popover.Body>
                <Text mb="3">{t('reach.intro')}</Text>
                <ContactChannelList withContactPage />
              </Popover.Body>
              <Popover.CloseTrigger asChild position="absolute" top="2" insetEnd="2">
                <CloseButton size="sm" aria-label={t('reach.close')} />
              </Popover.CloseTrigger>
            </Popover.Content>
          </Popover.Positioner>
        </Portal>
      </Popover.Root>
    </>
  )
}
