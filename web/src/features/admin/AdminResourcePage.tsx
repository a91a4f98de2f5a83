import {
  Badge,
  Box,
  Button,
  Center,
  Field,
  Flex,
  Heading,
  Input,
  InputGroup,
  Spinner,
  Stack,
  Text,
} from '@chakra-ui/react'
import { useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Navigate } from 'react-router-dom'

import { useLang } from '../../lib/LangContext'
import type { AdminResource } from './resourceNames'
import { usePageMeta } from '../../lib/usePageMeta'
import { DataTable } from '../../components/DataTable'
import { DismissibleAlert } from '../../components/DismissibleAlert'
import type { ApiFailure } from '../../lib/api'
import { PlusIcon, SearchIcon } from '../../components/icons'
import { type AdminRecord, deleteRecord, setActive } from './api/adminApi'
import { DeleteDialog } from './DeleteDialog'
import { failureText } from './messages'
import { type FormTarget, ResourceFormDialog } from './ResourceFormDialog'
import { RESOURCE_CONFIGS, type ResourceConfig, sourcesOf } from './resources'
import { mediaIdsOf, tableColumns, titleOf } from './tableColumns'
import { useMediaPreviews } from './useMediaPreviews'
import { useRelationOptions } from './useRelationOptions'
import { useDebounced, useResourceList } from './useResourceList'
import { badgeRecipe, fieldSlotRecipe, inputAddonRecipe, inputRecipe } from '@chakra-ui/react/theme'
import { registerRecipes, registerSlotRecipes } from '../../lib/laterRecipes'

registerRecipes({ badge: badgeRecipe, input: inputRecipe, inputAddon: inputAddonRecipe })
registerSlotRecipes({ field: fieldSlotRecipe })

/** Rows per table page (DataTable paginates only past one page). */
export const ROWS_PER_PAGE = 10

interface Notice {
  key: number
  type: 'error' | 'success'
  title: string
  message: string
}

/** One admin table (spec §2): `/{lang}/admin/{resource}`. */
export default function AdminResourcePage({ resource }: { resource: string }) {
  const lang = useLang()
  const config = RESOURCE_CONFIGS[resource.toLowerCase() as AdminResource]
  if (!config) return <Navigate to={`/${lang}/`} replace />
  return <ResourceScreen key={config.name} config={config} />
}

function ResourceScreen({ config }: { config: ResourceConfig }) {
  const lang = useLang()
  const { t } = useTranslation('admin')
  const resourceName = t(`resources.${config.name}`)
  usePageMeta({ title: `${resourceName} · ${t('title')}`, description: t(`descriptions.${config.name}`) })

  const [search, setSearch] = useState('')
  const q = useDebounced(search)
  const serverSearch = config.kind === 'admin'
  const list = useResourceList(config, serverSearch ? q : '', lang)
  const sources = useMemo(() => sourcesOf(config), [config])
  const relations = useRelationOptions(sources, lang)
  const media = useMediaPreviews(mediaIdsOf(config, list.rows))
  const [notice, setNotice] = useState<Notice | null>(null)
  const [form, setForm] = useState<FormTarget | null>(null)
  const [toDelete, setToDelete] = useState<AdminRecord | null>(null)
  const [deleting, setDeleting] = useState(false)
  const toggling = useRef(new Set<number>())

  const notify = (type: Notice['type'], title: string, message: string) =>
    setNotice({ key: Date.now(), type, title, message })
  const nameOf = (record: AdminRecord) => titleOf(config, record, t)

  // The treatment requests have no server search: the page filters what it shows.
  const rows = useMemo(() => {
    if (serverSearch || !q.trim() || !list.rows) return list.rows
    const needle = q.trim().toLowerCase()
    return list.rows.filter((row) =>
      [
        String(row.id),
        String(row.notes ?? ''),
        relations.labelOf('users', row.userId),
        relations.labelOf('specialities', row.specialityId),
      ]
        .join(' ')
        .toLowerCase()
        .includes(needle),
    )
  }, [serverSearch, q, list.rows, relations])

  const columns = useMemo(
    () => tableColumns(config, { t, lang, relations, media }),
    [config, t, lang, relations, media],
  )

  const onToggle = async (row: AdminRecord, active: boolean) => {
    if (toggling.current.has(row.id)) return
    toggling.current.add(row.id)
    const result = await setActive(config, row.id, active)
    toggling.current.delete(row.id)
    if (!result.success) {
      notify('error', t('alerts.failed'), failureText(result, t, lang))
      return
    }
    // The toggle answers in English: keep the row's texts in the content language.
    const now = result.content?.active ?? active
    list.patchRow(row.id, { active: now })
    notify(
      'success',
      t(now ? 'alerts.activated' : 'alerts.deactivated'),
      t(now ? 'alerts.activatedMessage' : 'alerts.deactivatedMessage', { name: nameOf(row) }),
    )
  }

  const onDelete = async () => {
    if (!toDelete) return
    setDeleting(true)
    const result = await deleteRecord(config, toDelete.id)
    setDeleting(false)
    const record = toDelete
    setToDelete(null)
    if (!result.success) {
      notify('error', t('alerts.failed'), failureText(result, t, lang))
      return
    }
    list.removeRow(record.id)
    notify('success', t('alerts.deleted'), t('alerts.deletedMessage', { name: nameOf(record) }))
  }

  const onSaved = (record: AdminRecord, mode: FormTarget['mode'], translation?: ApiFailure) => {
    setForm(null)
    list.reload()
    if (translation) {
      notify(
        'error',
        t('alerts.failed'),
        `${t('alerts.createdMessage', { name: nameOf(record) })} ${failureText(translation, t, lang)}`,
      )
      return
    }
    const added = mode === 'add'
    notify(
      'success',
      t(added ? 'alerts.created' : 'alerts.updated'),
      t(added ? 'alerts.createdMessage' : 'alerts.updatedMessage', { name: nameOf(record) }),
    )
  }

  return (
    <Stack gap="5">
      <Flex
        gap="4"
        align={{ base: 'stretch', md: 'flex-end' }}
        justify="space-between"
        direction={{ base: 'column', md: 'row' }}
      >
        <Box>
          <Heading as="h2" size="xl">
            {resourceName}
          </Heading>
          <Text color="fg.muted" mt="1">
            {t(`descriptions.${config.name}`)}
          </Text>
          <Flex gap="2" mt="2" wrap="wrap">
            {list.rows && (
              <Badge variant="subtle" data-testid="record-count">
                {t('list.count', { count: rows?.length ?? 0 })}
              </Badge>
            )}
            {config.localized && (
              <Badge variant="subtle" colorPalette="blue">
                {t('list.shownIn', { language: t(`languages.${lang}`) })}
              </Badge>
            )}
          </Flex>
        </Box>
        {config.canAdd && (
          <Button colorPalette="brand" onClick={() => setForm({ mode: 'add' })} flexShrink={0}>
            <PlusIcon />
            {t('list.add')}
          </Button>
        )}
      </Flex>

      <Field.Root maxW={{ md: 'sm' }}>
        <Field.Label>{t('list.search')}</Field.Label>
        <InputGroup
          startElement={<SearchIcon color="fg.muted" />}
          startElementProps={{ insetInlineStart: '0' }}
          endElement={list.loading && list.rows ? <Spinner size="xs" aria-label={t('list.refreshing')} /> : undefined}
        >
          <Input
            type="search"
            bg="white"
            value={search}
            placeholder={t('list.searchPlaceholder')}
            onChange={(e) => setSearch(e.currentTarget.value)}
          />
        </InputGroup>
      </Field.Root>

      {notice && (
        <DismissibleAlert
          key={notice.key}
          type={notice.type}
          title={notice.title}
          message={notice.message}
          onDismiss={() => setNotice(null)}
        />
      )}
      {relations.failed && (
        <Text fontSize="sm" color="orange.700">
          {t('list.optionsFailed')}
        </Text>
      )}

      {list.failure && (
        <Stack gap="3" align="flex-start">
          <DismissibleAlert type="error" title={t('list.loadFailed')} message={failureText(list.failure, t, lang)} />
          <Button size="sm" onClick={list.reload}>
            {t('list.retry')}
          </Button>
        </Stack>
      )}
      {rows === null && !list.failure ? (
        <Center py="16" aria-busy="true">
          <Spinner size="xl" color="brand.700" borderWidth="4px" data-testid="admin-list-loading" />
        </Center>
      ) : (
        rows && (
          <Box bg="white" rounded="md" opacity={list.loading ? 0.7 : 1} transition="opacity 0.2s">
            <DataTable<AdminRecord>
              columns={columns}
              rows={rows}
              pageSize={ROWS_PER_PAGE}
              rowName={nameOf}
              onEdit={(row) => setForm({ mode: 'update', record: row })}
              onDelete={(row) => setToDelete(row)}
              onToggleActive={(row, active) => void onToggle(row, active)}
            />
          </Box>
        )
      )}

      <ResourceFormDialog
        config={config}
        target={form}
        relations={relations}
        onClose={() => setForm(null)}
        onSaved={onSaved}
      />
      <DeleteDialog
        name={toDelete ? nameOf(toDelete) : null}
        deleting={deleting}
        onConfirm={() => void onDelete()}
        onCancel={() => setToDelete(null)}
      />
    </Stack>
  )
}
