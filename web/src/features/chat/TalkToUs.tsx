/**
 * The live chat, or a person to talk to when there is none: the third-party widget when it is
 * switched on and has an id for the page's language (spec), otherwise — off, no id, or its script
 * failed to load — a "Talk to us" button with WhatsApp, phone and the contact form (issue 20).
 *
 * The button opens a native popover (`popovertarget`): the browser opens and closes it (Escape, a
 * click elsewhere), so it works on a rendered page before and without the app
 * (`data-page-control`, src/boot/startEntry.ts). The widget's script is added by the app, so on a
 * rendered page it comes with the visitor's first use of a control, not with the page.
 */
import { Box, Button, CloseButton, Heading, Text } from '@chakra-ui/react'
import { useEffect, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'

import { ContactChannelList } from '../../components/ContactChannels'
import { ChatIcon } from '../../components/icons'
import { useLang } from '../../lib/LangContext'
import { applyLiveChat, type LiveChatConfig } from './liveChat'

type Chat = 'off' | 'loading' | 'failed'

/** `config` undefined: the layout's data has not arrived yet, so nothing is shown. */
export function TalkToUs({ config }: { config: LiveChatConfig | null | undefined }) {
  const lang = useLang()
  const { t } = useTranslation()
  const [chat, setChat] = useState<Chat>('off')
  const id = useId()
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
      <Button
        popoverTarget={`${id}-reach`}
        position="fixed"
        bottom="4"
        insetEnd="4"
        zIndex="docked"
        colorPalette="brand"
        borderRadius="full"
        shadow="lg"
        px={{ base: '3', md: '4' }}
        aria-label={t('reach.talkToUs')}
        data-page-control=""
        data-testid="talk-to-us"
      >
        <ChatIcon boxSize="5" />
        {/* On a phone the round icon alone, to cover less of the page. */}
        <Box as="span" hideBelow="md">
          {t('reach.talkToUs')}
        </Box>
      </Button>
      <Box
        id={`${id}-reach`}
        popover="auto"
        role="dialog"
        aria-labelledby={`${id}-title`}
        dir={lang === 'ar' ? 'rtl' : 'ltr'}
        data-page-control=""
        // Above the button, at its end; Chakra's popover look.
        position="fixed"
        inset="auto"
        bottom="20"
        insetEnd="4"
        m="0"
        w="calc(100vw - 2rem)"
        maxW="xs"
        borderWidth="0"
        rounded="l3"
        bg="bg.panel"
        color="fg"
        boxShadow="lg"
        textStyle="sm"
        p="0"
      >
        <Box px="4" pt="4" pb="2">
          <Heading id={`${id}-title`} as="h2" size="md">
            {t('reach.title')}
          </Heading>
        </Box>
        <Box px="4" pb="4">
          <Text mb="3">{t('reach.intro')}</Text>
          <ContactChannelList withContactPage />
        </Box>
        <CloseButton
          popoverTarget={`${id}-reach`}
          popoverTargetAction="hide"
          position="absolute"
          top="2"
          insetEnd="2"
          size="sm"
          aria-label={t('reach.close')}
        />
      </Box>
    </>
  )
}
