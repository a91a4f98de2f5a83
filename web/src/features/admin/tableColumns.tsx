import { Badge, Box, HStack, Image, Text } from '@chakra-ui/react'
import { format } from 'date-fns'
import { ar, enUS } from 'date-fns/locale'
import type { TFunction } from 'i18next'

import type { Column } from '../../components/DataTable'
import type { Lang } from '../../lib/lang'
import type { AdminRecord } from './api/adminApi'
import type { ColumnConfig, ResourceConfig } from './resources'
import type { RelationOptions } from './useRelationOptions'
import { badgeRecipe } from '@chakra-ui/react/theme'
import { registerRecipes } from '../../lib/laterRecipes'

registerRecipes({ badge: badgeRecipe })

const text = (value: unknown) => (value == null ? '' : String(value))

/** A media column's ids (for the thumbnails). */
export const mediaIdsOf = (config: ResourceConfig, rows: AdminRecord[] | null) =>
  (rows ?? []).flatMap((row) =>
    config.columns
      .filter((c) => c.kind === 'image')
      .map((c) => row[c.id])
      .filter((v): v is number => typeof v === 'number'),
  )

/** How a record is named in messages and dialogs. */
export const titleOf = (config: ResourceConfig, record: AdminRecord, t: TFunction) =>
  config.titleField === 'id'
    ? t('admin:requestName', { id: record.id })
    : text(record[config.titleField]) || t('admin:requestName', { id: record.id })

interface Context {
  t: TFunction
  lang: Lang
  relations: RelationOptions
  media: Map<number, string | null>
}

function cellOf(column: ColumnConfig, { t, lang, relations, media }: Context) {
  return (value: unknown, row: AdminRecord) => {
    switch (column.kind) {
      case 'image': {
        const url = typeof value === 'number' ? media.get(value) : null
        return url ? (
          <Image src={url} alt="" boxSize="10" objectFit="cover" rounded="md" />
        ) : (
          <Box boxSize="10" rounded="md" bg="gray.100" aria-label={t('admin:image.none')} role="img" />
        )
      }
      case 'relation':
        return relations.labelOf(column.source!, value)
      case 'yesNo':
        return (
          <Badge colorPalette={value ? 'green' : 'gray'} variant="subtle">
            {t(value ? 'admin:yes' : 'admin:no')}
          </Badge>
        )
      case 'roles':
        return (
          <HStack gap="1" wrap="wrap">
            {(Array.isArray(value) ? value : []).map((role: string) => (
              <Badge key={role} colorPalette={role === 'ROLE_ADMIN' ? 'purple' : 'blue'} variant="subtle">
                {t(`admin:options.roles.${role}`, { defaultValue: role })}
              </Badge>
            ))}
          </HStack>
        )
      case 'date': {
        const date = value ? new Date(String(value)) : null
        return date && !Number.isNaN(date.getTime())
          ? format(date, 'dd/MM/yyyy HH:mm', { locale: lang === 'ar' ? ar : enUS })
          : ''
      }
      case 'fullName':
        return [row.firstName, row.lastName].filter(Boolean).join(' ')
      case 'count':
        return Array.isArray(value) ? value.length : 0
      case 'language':
        return value ? t(`admin:languages.${String(value)}`, { defaultValue: String(value) }) : ''
      default:
        if (column.ltr)
          return (
            <Box as="span" dir="ltr" unicodeBidi="isolate">
              {text(value)}
            </Box>
          )
        return (
          <Text lineClamp={2} maxW="xs">
            {text(value)}
          </Text>
        )
    }
  }
}

/** The DataTable columns of a resource (the active toggle is DataTable's own 'toggle' type). */
export function tableColumns(config: ResourceConfig, context: Context): Column<AdminRecord>[] {
  return config.columns.map((column) => {
    const label = context.t(`admin:fields.${column.id}`)
    if (column.kind === 'toggle') return { id: column.id, label, type: 'toggle' as const, align: 'center' as const }
    return {
      id: column.id,
      label,
      minWidth: column.kind === 'image' ? undefined : '24',
      format: cellOf(column, context) as Column<AdminRecord>['format'],
    }
  })
}
