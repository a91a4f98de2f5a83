import { Box, Button, Flex, Link, Stack } from '@chakra-ui/react'
import { type KeyboardEvent, type MouseEvent, useEffect, useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink, NavLink } from 'react-router-dom'

import { ChevronDownIcon } from '../../components/icons'
import { useLang } from '../../lib/LangContext'
import type { NavItem } from './layoutQuery'
import { whenSolid } from './solidHeader'
import { linkRecipe } from '@chakra-ui/react/theme'
import { registerRecipes } from '../../lib/laterRecipes'

registerRecipes({ link: linkRecipe })

/** White on the see-through header, dark on the solid one (the header's `data-solid`). */
const headerText = { color: 'white', css: whenSolid({ color: 'gray.800' }) }

type Focus = 'first' | 'last' | null

/** The item after (or before) `from` in the list, wrapping around; typeahead matches a first letter. */
const step = (items: HTMLElement[], from: number, by: 1 | -1) => items[(from + by + items.length) % items.length]
const typeahead = (items: HTMLElement[], from: number, key: string) => {
  const ordered = [...items.slice(from + 1), ...items.slice(0, from + 1)]
  return ordered.find((el) => el.textContent?.trim().toLocaleLowerCase().startsWith(key.toLocaleLowerCase()))
}

/** An entry of a drop-down; `hideFrom`: not in the menu from that width (it is in the bar there). */
interface MenuEntry {
  path: string
  label: string
  hideFrom?: '2xl'
}

interface DropdownProps {
  label: string
  entries: MenuEntry[]
  open: boolean
  onOpenChange: (open: boolean) => void
}

/** Whether a menu entry is shown at this width (a browser without `checkVisibility` shows all). */
const shown = (el: HTMLElement) => el.checkVisibility?.() ?? true

/**
 * A header entry with sub-pages: the WAI-ARIA menu button. Enter, Space or ↓ open it on the
 * first item, ↑ on the last; ↑ ↓ Home End and a first letter move between the items; Escape
 * closes it (from anywhere, a menu opened by hovering too) and gives the trigger the focus back;
 * Tab or a click elsewhere close it. The pointer opens it on hover, as before.
 */
function Dropdown({ label, entries, open, onOpenChange }: DropdownProps) {
  const lang = useLang()
  const id = useId()
  const root = useRef<HTMLDivElement>(null)
  const trigger = useRef<HTMLButtonElement>(null)
  const menu = useRef<HTMLDivElement>(null)
  const [focusOnOpen, setFocusOnOpen] = useState<Focus>(null)
  // Opened by the pointer resting on it (a click then keeps it open) rather than by a click or a key.
  const byHover = useRef(false)
  const items = () => Array.from(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []).filter(shown)

  const show = (focus: Focus, hover = false) => {
    byHover.current = hover
    onOpenChange(true)
    setFocusOnOpen(focus)
  }

  useEffect(() => {
    if (!open || !focusOnOpen) return
    const list = items()
    ;(focusOnOpen === 'first' ? list[0] : list[list.length - 1])?.focus()
    setFocusOnOpen(null)
  }, [open, focusOnOpen])

  // Escape closes an open menu wherever the focus is (one opened by hovering has none of it).
  useEffect(() => {
    if (!open) return
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return
      event.preventDefault()
      const inside = root.current?.contains(document.activeElement) ?? false
      onOpenChange(false)
      if (inside) trigger.current?.focus()
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [open, onOpenChange])

  const onTriggerKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown') show('first')
    else if (event.key === 'ArrowUp') show('last')
    else return
    event.preventDefault()
  }
  // A keyboard click (Enter, Space: detail 0) opens on the first item; a pointer click toggles,
  // except that it keeps open what hovering opened.
  const onTriggerClick = (event: MouseEvent) => {
    if (event.detail === 0) return open ? onOpenChange(false) : show('first')
    if (open && byHover.current) byHover.current = false
    else if (open) onOpenChange(false)
    else show(null)
  }

  const onMenuKeyDown = (event: KeyboardEvent) => {
    const list = items()
    const at = list.indexOf(document.activeElement as HTMLElement)
    let next: HTMLElement | undefined
    if (event.key === 'ArrowDown') next = step(list, at, 1)
    else if (event.key === 'ArrowUp') next = step(list, at < 0 ? 0 : at, -1)
    else if (event.key === 'Home') next = list[0]
    else if (event.key === 'End') next = list[list.length - 1]
    else if (event.key === ' ') list[at]?.click()
    else if (event.key === 'Tab') {
      // From the trigger, Tab goes on to the next header entry; Shift+Tab stops on the trigger.
      trigger.current?.focus()
      onOpenChange(false)
      if (!event.shiftKey) return
    } else if (event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey)
      next = typeahead(list, at, event.key)
    else return
    event.preventDefault()
    next?.focus()
  }

  return (
    <Box
      ref={root}
      position="relative"
      onMouseEnter={() => !open && show(null, true)}
      onMouseLeave={() => !root.current?.contains(document.activeElement) && onOpenChange(false)}
      onBlur={(event) => {
        if (!root.current?.contains(event.relatedTarget as Node | null)) onOpenChange(false)
      }}
    >
      <Button
        ref={trigger}
        id={`${id}-trigger`}
        variant="plain"
        {...headerText}
        fontWeight="medium"
        fontSize="md"
        px="2"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? `${id}-menu` : undefined}
        onClick={onTriggerClick}
        onKeyDown={onTriggerKeyDown}
      >
        {label}
        <ChevronDownIcon />
      </Button>
      {open && (
        <Stack
          ref={menu}
          id={`${id}-menu`}
          role="menu"
          aria-labelledby={`${id}-trigger`}
          onKeyDown={onMenuKeyDown}
          position="absolute"
          top="100%"
          insetStart="0"
          minW="56"
          bg="white"
          shadow="lg"
          rounded="md"
          py="2"
          gap="0"
          zIndex="dropdown"
        >
          {entries.map((sub) => (
            <Link
              asChild
              key={sub.path}
              hideFrom={sub.hideFrom}
              role="menuitem"
              tabIndex={-1}
              px="4"
              py="2"
              color="gray.800"
              _hover={{ bg: 'brand.50', textDecoration: 'none' }}
              _focusVisible={{ bg: 'brand.50', textDecoration: 'none' }}
              focusVisibleRing="inside"
              onClick={() => onOpenChange(false)}
            >
              <RouterLink to={`/${lang}/${sub.path}`}>{sub.label}</RouterLink>
            </Link>
          ))}
        </Stack>
      )}
    </Box>
  )
}

/**
 * The bar is one line (the header is 64 px high, its content at most 1280 px wide): the plain
 * links after the last drop-down go into a "More" drop-down, except the first of them from
 * 1400 px (`2xl`), where it fits. The drop-downs stay in the bar. Checked at 992–1440 px in both
 * languages (e2e/tests/site-pages.spec.ts).
 */
export const KEPT_IN_BAR_FROM_2XL = 1

/** Where the movable links start: after the last entry with sub-pages. */
export const movableFrom = (items: NavItem[]) => {
  let last = -1
  items.forEach((item, i) => {
    if (item.subItems?.length) last = i
  })
  return last + 1
}

const MORE = '#more'

/** The public header's main navigation on wide screens; at most one drop-down is open. */
export function DesktopNav({ items }: { items: NavItem[] }) {
  const lang = useLang()
  const { t } = useTranslation()
  const [openPath, setOpenPath] = useState<string | null>(null)
  const onOpenChange = (path: string) => (open: boolean) =>
    setOpenPath((current) => (open ? path : current === path ? null : current))
  const from = movableFrom(items)
  const kept = (i: number) => i >= from && i < from + KEPT_IN_BAR_FROM_2XL
  const more: MenuEntry[] = items
    .slice(from)
    .map((item, i) => ({ path: item.path, label: item.label, hideFrom: kept(from + i) ? '2xl' : undefined }))
  return (
    <Flex as="nav" hideBelow="lg" flex="1" align="center" gap="1" aria-label={t('nav.main')}>
      {items.map((item, i) =>
        item.subItems?.length ? (
          <Dropdown
            key={item.path}
            label={item.label}
            entries={item.subItems}
            open={openPath === item.path}
            onOpenChange={onOpenChange(item.path)}
          />
        ) : i < from || kept(i) ? (
          <Link
            asChild
            key={item.path}
            hideBelow={kept(i) ? '2xl' : undefined}
            fontWeight="medium"
            whiteSpace="nowrap"
            px="2"
            py="2"
            color="white"
            _currentPage={{ color: 'brand.100' }}
            css={whenSolid({ color: 'gray.800', _currentPage: { color: 'brand.600' } })}
          >
            <NavLink to={`/${lang}/${item.path}`}>{item.label}</NavLink>
          </Link>
        ) : null,
      )}
      {more.length > 0 && (
        <Dropdown label={t('nav.more')} entries={more} open={openPath === MORE} onOpenChange={onOpenChange(MORE)} />
      )}
    </Flex>
  )
}
