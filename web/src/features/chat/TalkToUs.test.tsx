import { act, screen, within } from '@testing-library/react'

import { renderWithProviders, settle } from '../../test/render'
import { CHAT_SCRIPT_ID } from './liveChat'
import { TalkToUs } from './TalkToUs'

// The contact channels as the CMS answers them for the page's language.
const channels = {
  en: { phone: '+902120000100', whatsapp: '+905320000100', hours: 'Every day, 08:00–22:00' },
  ar: { phone: '+902120000200', whatsapp: '+905320000200', hours: 'يوميًا' },
}
jest.mock('@apollo/client/react', () => ({
  useQuery: (_query: unknown, options: { variables: { locale: 'en' | 'ar' } }) => ({
    data: { ContactChannel: channels[options.variables.locale] },
  }),
}))

const config = { enabled: true, scriptUrl: 'https://chat.invalid/{widgetId}', widgetIdArabic: '', widgetIdOther: 'w1' }

describe('Talk to us', () => {
  afterEach(() => document.getElementById(CHAT_SCRIPT_ID)?.remove())

  it('shows nothing of its own while the live chat loads for the language', async () => {
    await renderWithProviders(<TalkToUs config={config} />, { lang: 'en' })
    expect(document.getElementById(CHAT_SCRIPT_ID)).not.toBeNull()
    expect(screen.queryByTestId('talk-to-us')).toBeNull()
  })

  it('takes over when the chat script fails to load', async () => {
    await renderWithProviders(<TalkToUs config={config} />, { lang: 'en' })
    act(() => {
      document.getElementById(CHAT_SCRIPT_ID)!.dispatchEvent(new Event('error'))
    })
    expect(await screen.findByRole('button', { name: 'Talk to us' })).toBeInTheDocument()
  })

  it('gives an Arabic page (no Arabic widget id) the Arabic line on WhatsApp and by phone', async () => {
    await renderWithProviders(<TalkToUs config={config} />, { lang: 'ar' })
    expect(document.getElementById(CHAT_SCRIPT_ID)).toBeNull()
    // A native popover, opened by the browser (so before the app too): the button names it.
    const button = screen.getByTestId('talk-to-us')
    const popover = document.getElementById(button.getAttribute('popovertarget')!)!
    expect(popover).toHaveAttribute('popover', 'auto')
    expect(popover).toHaveAttribute('role', 'dialog')
    // Its content (the browser shows it: site-contact.spec.ts), in the page's language.
    await settle()
    const inPopover = within(popover)
    const whatsapp = await inPopover.findByRole('link', { name: /واتساب/, hidden: true })
    expect(whatsapp).toHaveAttribute('href', 'https://wa.me/905320000200')
    expect(inPopover.getByRole('link', { name: /اتصل/, hidden: true })).toHaveAttribute('href', 'tel:+902120000200')
    expect(inPopover.getByRole('link', { name: 'أرسل لنا رسالة', hidden: true })).toHaveAttribute('href', '/ar/contact')
    expect(inPopover.getByRole('heading', { name: 'تحدث إلى منسق المرضى', hidden: true })).toBeInTheDocument()
  })

  it('shows nothing before the layout’s data arrives, and a button when the chat is off', async () => {
    const { rerender } = await renderWithProviders(<TalkToUs config={undefined} />, { lang: 'en' })
    expect(screen.queryByTestId('talk-to-us')).toBeNull()
    rerender(<TalkToUs config={{ ...config, enabled: false }} />)
    await settle()
    expect(screen.getByTestId('talk-to-us')).toBeInTheDocument()
  })
})
