import { Box, DataList, Skeleton, Stack } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'

import { useLang } from '../../../lib/LangContext'
import { type Appointment, doctorLabel } from '../api/appointment'
import { appointmentTimes } from '../appointmentTime'
import { dataListSlotRecipe, skeletonRecipe } from '@chakra-ui/react/theme'
import { registerRecipes, registerSlotRecipes } from '../../../lib/laterRecipes'

registerRecipes({ skeleton: skeletonRecipe })
registerSlotRecipes({ dataList: dataListSlotRecipe })

interface Props {
  appointmentId: number
  /** Null while it loads (or when it could not be read: the booking number alone then). */
  appointment: Appointment | null
  loading?: boolean
}

/** Which booking the travel preferences belong to: number, doctor and time. */
export function AppointmentBrief({ appointmentId, appointment, loading }: Props) {
  const lang = useLang()
  const { t } = useTranslation('travel')
  const times = appointment ? appointmentTimes(appointment, lang) : null
  return (
    <Box bg="brand.50" borderWidth="1px" borderColor="brand.100" rounded="lg" p={{ base: '4', md: '5' }}>
      <DataList.Root orientation="horizontal" size="md" gap="2" data-testid="appointment-brief">
        <DataList.Item>
          <DataList.ItemLabel>{t('brief.bookingNumber')}</DataList.ItemLabel>
          <DataList.ItemValue fontWeight="semibold">
            <bdi>#{appointmentId}</bdi>
          </DataList.ItemValue>
        </DataList.Item>
        {loading && (
          <Stack gap="2" aria-busy="true">
            <Skeleton h="4" w="60%" />
            <Skeleton h="4" w="80%" />
          </Stack>
        )}
        {appointment && times && (
          <>
            {appointment.doctor && (
              <DataList.Item>
                <DataList.ItemLabel>{t('brief.doctor')}</DataList.ItemLabel>
                <DataList.ItemValue>{doctorLabel(appointment)}</DataList.ItemValue>
              </DataList.Item>
            )}
            <DataList.Item>
              <DataList.ItemLabel>{t('brief.istanbulTime')}</DataList.ItemLabel>
              <DataList.ItemValue>{times.istanbul}</DataList.ItemValue>
            </DataList.Item>
            {!times.same && (
              <DataList.Item>
                <DataList.ItemLabel>{t('brief.yourTime', { zone: times.zoneName })}</DataList.ItemLabel>
                <DataList.ItemValue>{times.patient}</DataList.ItemValue>
              </DataList.Item>
            )}
          </>
        )}
      </DataList.Root>
    </Box>
  )
}
