import { ChakraProvider } from '@chakra-ui/react'
import { screen } from '@testing-library/react'
import type { ReactNode } from 'react'
import { renderToString } from 'react-dom/server'
import { MemoryRouter } from 'react-router-dom'

import { LangContext } from '../lib/LangContext'
import { mediaImage } from '../lib/mediaImage'
import { type ServerRender, ServerRenderContext } from '../lib/serverRender'
import { system } from '../lib/theme'
import { cmsMedia } from '../test/media'
import { renderWithProviders } from '../test/render'
import { HERO_SIZES, PageHero } from './PageHero'

const BANNER = mediaImage(cmsMedia('istanbul.jpg', { focalX: 20, focalY: 35 }), { sizes: HERO_SIZES })

const serverRender = (children: ReactNode) => {
  const server: ServerRender = { apolloClient: null, head: {}, origin: 'https://site.example' }
  const html = renderToString(
    <ServerRenderContext.Provider value={server}>
      <ChakraProvider value={system}>
        <LangContext.Provider value="en">
          <MemoryRouter initialEntries={['/en/about-us']}>{children}</MemoryRouter>
        </LangContext.Provider>
      </ChakraProvider>
    </ServerRenderContext.Provider>,
  )
  const container = document.createElement('div')
  container.innerHTML = html
  return { head: server.head, img: container.querySelector('img') }
}

describe('PageHero', () => {
  it("shows a CMS banner from its srcset across the window, cropped around the editors' focal point", async () => {
    await renderWithProviders(<PageHero title="About us" image={BANNER} />, { path: '/en/about-us' })
    const img = screen.getByTestId('hero-image')
    expect(img).toHaveAttribute('src', '/api/media/file/istanbul.jpg')
    expect(img).toHaveAttribute(
      'srcset',
      '/api/media/file/istanbul-400x267.jpg 400w, /api/media/file/istanbul-1600x1067.jpg 1600w, /api/media/file/istanbul.jpg 2400w',
    )
    expect(img).toHaveAttribute('sizes', '100vw')
    expect(img).toHaveAttribute('alt', '')
    expect(img).toHaveAttribute('fetchpriority', 'high')
    expect(img.style.objectPosition).toBe('20% 35%')
    expect(screen.getByRole('heading', { level: 1, name: 'About us' })).toBeInTheDocument()
  })

  it('asks the server render to preload the same file the <img> will use', () => {
    const { head, img } = serverRender(<PageHero title="About us" image={BANNER} />)
    expect(head).toEqual({
      heroImage: '/api/media/file/istanbul.jpg',
      heroImageSrcSet: BANNER!.srcSet,
      heroImageSizes: '100vw',
    })
    expect(img?.getAttribute('src')).toBe(head.heroImage)
    expect(img?.getAttribute('srcset')).toBe(head.heroImageSrcSet)
  })

  it('shows a picture given by its address alone with its src only, preloaded by it', () => {
    const { head, img } = serverRender(<PageHero title="Home" image="/api/media/file/banner-istanbul.jpg" />)
    expect(head).toEqual({ heroImage: '/api/media/file/banner-istanbul.jpg' })
    expect(img?.getAttribute('src')).toBe('/api/media/file/banner-istanbul.jpg')
    expect(img?.hasAttribute('srcset')).toBe(false)
    expect(img?.hasAttribute('sizes')).toBe(false)
  })

  it('has no picture without an image', () => {
    const { head, img } = serverRender(<PageHero title="Log in" image={null} />)
    expect(head).toEqual({})
    expect(img).toBeNull()
  })
})
