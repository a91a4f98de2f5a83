/** The portal's mark: a white medical cross on a brand-teal disc. */
export const Mark = ({ size = 40 }: { size?: number }) => (
  <svg
    width={size}
    height={size}
    viewBox="0 0 48 48"
    aria-hidden="true"
    focusable="false"
    style={{ display: 'block', flexShrink: 0 }}
  >
    <circle cx="24" cy="24" r="22" fill="#0b7285" />
    <path d="M21 13h6v8h8v6h-8v8h-6v-8h-8v-6h8z" fill="#fff" />
  </svg>
)
