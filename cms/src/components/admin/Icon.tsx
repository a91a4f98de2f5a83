/** The panel's small icon (the navigation bar's 18 px home link). */
import { Mark } from './Mark'

export default function Icon() {
  return <Mark size={18} />
}
