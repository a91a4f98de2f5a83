import { Box, ButtonGroup, IconButton, Image, Pagination, Switch, Table, Text } from '@chakra-ui/react'
import { type ReactNode, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'

import { ChevronEndIcon, ChevronStartIcon, ChevronsEndIcon, ChevronsStartIcon, PencilIcon, TrashIcon } from './icons'
import { switchSlotRecipe, tableSlotRecipe } from '@chakra-ui/react/theme'
import { registerSlotRecipes } from '../lib/laterRecipes'

registerSlotRecipes({ switch: switchSlotRecipe, table: tableSlotRecipe })

/** A column (spec §3): id, label, align, minWidth, className, type (image | toggle), format. */
export interface Column<Row> {
  id: keyof Row & string
  label: string
  align?: 'start' | 'center' | 'end'
  minWidth?: number | string
  className?: string
  type?: 'image' | 'toggle'
  format?: (value: Row[keyof Row], row: Row) => ReactNode
}

export interface DataTableProps<Row extends { id: string | number; active?: boolean }> {
  columns: Column<Row>[]
  rows: Row[]
  pageSize?: number
  onEdit?: (row: Row) => void
  onDelete?: (row: Row) => void
  /** The active toggle triggers a status update. */
  onToggleActive?: (row: Row, active: boolean) => void
  caption?: string
  /** The row's name, put in its actions' names ("Edit Cardiology"), so each row's are told apart. */
  rowName?: (row: Row) => string
}

/**
 * A row's active switch, controlled by the row: it shows the row's state until the owner changes
 * it (after the server agreed). Zag's hidden checkbox is uncontrolled (defaultChecked), so a
 * click flips it even when the owner keeps the old state; it is put back at once, and the switch
 * syncs it when the state really changes, so screen readers hear what the switch shows.
 */
function ActiveSwitch({
  checked,
  label,
  onActiveChange,
  ...rootProps
}: { checked: boolean; label: string; onActiveChange: (active: boolean) => void } & Switch.RootProps) {
  const input = useRef<HTMLInputElement>(null)
  return (
    <Switch.Root
      {...rootProps}
      checked={checked}
      onCheckedChange={(e) => {
        if (input.current) input.current.checked = checked
        onActiveChange(e.checked)
      }}
      size="sm"
      colorPalette="green"
    >
      <Switch.HiddenInput ref={input} aria-label={label} />
      <Switch.Control />
    </Switch.Root>
  )
}

export const PAGINATION_BOUNDARY = 1
export const PAGINATION_SIBLINGS = 1

/**
 * Data table (spec §2): a numbering column, optional edit/delete/active actions, pagination only
 * with more than one page (first and last buttons, boundary and sibling counts 1), 'no data found'.
 */
export function DataTable<Row extends { id: string | number; active?: boolean }>({
  columns,
  rows,
  pageSize = 10,
  onEdit,
  onDelete,
  onToggleActive,
  caption,
  rowName,
}: DataTableProps<Row>) {
  const { t } = useTranslation()
  const [page, setPage] = useState(1)
  const pages = Math.max(1, Math.ceil(rows.length / pageSize))
  const current = Math.min(page, pages)
  const visible = rows.slice((current - 1) * pageSize, current * pageSize)
  const hasActions = Boolean(onEdit || onDelete || onToggleActive)
  const named = (row: Row, key: 'editRow' | 'deleteRow', plain: string) => {
    const name = rowName?.(row)
    return name ? t(`table.${key}`, { name }) : plain
  }
  const toggleName = (row: Row, label: string) => {
    const name = rowName?.(row)
    return name ? t('table.toggleRow', { label, name }) : label
  }

  const cell = (row: Row, column: Column<Row>) => {
    const value = row[column.id]
    if (column.format) return column.format(value, row)
    if (column.type === 'image')
      return value ? <Image src={String(value)} alt="" boxSize="10" objectFit="cover" rounded="md" /> : null
    if (column.type === 'toggle')
      return (
        <ActiveSwitch
          checked={Boolean(value)}
          label={toggleName(row, column.label)}
          onActiveChange={(active) => onToggleActive?.(row, active)}
        />
      )
    return value == null ? '' : String(value)
  }

  return (
    <Box>
      <Table.ScrollArea borderWidth="1px" rounded="md">
        <Table.Root size="sm" striped>
          {caption && <Table.Caption>{caption}</Table.Caption>}
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader w="12">#</Table.ColumnHeader>
              {columns.map((column) => (
                <Table.ColumnHeader
                  key={column.id}
                  textAlign={column.align ?? 'start'}
                  minW={column.minWidth}
                  className={column.className}
                >
                  {column.label}
                </Table.ColumnHeader>
              ))}
              {hasActions && <Table.ColumnHeader textAlign="end">{t('table.actions')}</Table.ColumnHeader>}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {visible.length === 0 ? (
              <Table.Row>
                <Table.Cell colSpan={columns.length + (hasActions ? 2 : 1)}>
                  <Text textAlign="center" color="fg.muted" py="6">
                    {t('table.noData')}
                  </Text>
                </Table.Cell>
              </Table.Row>
            ) : (
              visible.map((row, index) => (
                <Table.Row key={row.id} data-active={row.active}>
                  <Table.Cell>{(current - 1) * pageSize + index + 1}</Table.Cell>
                  {columns.map((column) => (
                    <Table.Cell key={column.id} textAlign={column.align ?? 'start'} className={column.className}>
                      {cell(row, column)}
                    </Table.Cell>
                  ))}
                  {hasActions && (
                    <Table.Cell textAlign="end" whiteSpace="nowrap">
                      {onToggleActive && !columns.some((c) => c.type === 'toggle') && (
                        <ActiveSwitch
                          checked={Boolean(row.active)}
                          label={toggleName(row, t('table.active'))}
                          onActiveChange={(active) => onToggleActive(row, active)}
                          me="2"
                          verticalAlign="middle"
                        />
                      )}
                      {onEdit && (
                        <IconButton
                          size="xs"
                          variant="ghost"
                          aria-label={named(row, 'editRow', t('table.edit'))}
                          onClick={() => onEdit(row)}
                        >
                          <PencilIcon />
                        </IconButton>
                      )}
                      {onDelete && (
                        <IconButton
                          size="xs"
                          variant="ghost"
                          colorPalette="red"
                          aria-label={named(row, 'deleteRow', t('table.delete'))}
                          onClick={() => onDelete(row)}
                        >
                          <TrashIcon />
                        </IconButton>
                      )}
                    </Table.Cell>
                  )}
                </Table.Row>
              ))
            )}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      {pages > 1 && (
        <Pagination.Root
          count={rows.length}
          pageSize={pageSize}
          page={current}
          onPageChange={(e) => setPage(e.page)}
          siblingCount={PAGINATION_SIBLINGS}
          boundaryCount={PAGINATION_BOUNDARY}
          translations={{
            itemLabel: ({ page: p }) => t('table.page', { page: p }),
            prevTriggerLabel: t('table.previous'),
            nextTriggerLabel: t('table.next'),
          }}
          mt="4"
          data-testid="pagination"
        >
          <ButtonGroup variant="ghost" size="sm" wrap="wrap">
            <IconButton aria-label={t('table.first')} onClick={() => setPage(1)} disabled={current === 1}>
              <ChevronsStartIcon />
            </IconButton>
            <Pagination.PrevTrigger asChild>
              <IconButton aria-label={t('table.previous')}>
                <ChevronStartIcon />
              </IconButton>
            </Pagination.PrevTrigger>
            <Pagination.Items
              render={(p) => <IconButton variant={{ base: 'ghost', _selected: 'outline' }}>{p.value}</IconButton>}
            />
            <Pagination.NextTrigger asChild>
              <IconButton aria-label={t('table.next')}>
                <ChevronEndIcon />
              </IconButton>
            </Pagination.NextTrigger>
            <IconButton aria-label={t('table.last')} onClick={() => setPage(pages)} disabled={current === pages}>
              <ChevronsEndIcon />
            </IconButton>
          </ButtonGroup>
        </Pagination.Root>
      )}
    </Box>
  )
}
