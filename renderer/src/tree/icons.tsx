/** Inline SVG icons (no icon font, nothing fetched): each is decorative, so hidden from assistive tech. */

interface IconProps {
  readonly className?: string;
}

const base = { width: 16, height: 16, viewBox: '0 0 16 16', 'aria-hidden': true, focusable: false } as const;

export function FolderIcon({ open, className }: IconProps & { readonly open: boolean }) {
  return (
    <svg {...base} className={className}>
      {open ? (
        <path
          d="M1.5 3.5h4l1.5 1.5h6.5v1.5H4.2L1.5 12.5z M4.2 6.5h11l-2.6 6.5H1.5z"
          fill="#dcb67a"
          stroke="#b8914f"
          strokeWidth="0.6"
        />
      ) : (
        <path d="M1.5 3.5h4l1.5 1.5h7.5v8h-13z" fill="#c09553" stroke="#9c7540" strokeWidth="0.6" />
      )}
    </svg>
  );
}

/** A card file; `open` adds an eye-like dot, `modified` a filled circle (also announced in the label). */
export function CardFileIcon({
  open,
  modified,
  className,
}: IconProps & { readonly open: boolean; readonly modified: boolean }) {
  return (
    <svg {...base} className={className}>
      <rect
        x="3"
        y="1.5"
        width="10"
        height="13"
        rx="1.5"
        fill={open ? '#3b6ea8' : '#4a5260'}
        stroke="#8fa7c6"
        strokeWidth="0.8"
      />
      <rect x="4.6" y="3.2" width="6.8" height="4.6" rx="0.6" fill={open ? '#9cc4f0' : '#8a93a3'} />
      <path d="M4.8 9.6h6.4M4.8 11.4h4.6" stroke={open ? '#d7e6f7' : '#b3bac6'} strokeWidth="0.9" />
      {modified && <circle cx="12.5" cy="12.5" r="3" fill="#e2c08d" stroke="#1e1e1e" strokeWidth="1" />}
    </svg>
  );
}

export function FileIcon({ className }: IconProps) {
  return (
    <svg {...base} className={className}>
      <path d="M3.5 1.5h6l3 3v10h-9z" fill="none" stroke="#9aa4b2" strokeWidth="1" />
      <path d="M9.5 1.5v3h3" fill="none" stroke="#9aa4b2" strokeWidth="1" />
    </svg>
  );
}

export function ChevronIcon({ open, className }: IconProps & { readonly open: boolean }) {
  return (
    <svg {...base} className={className}>
      <path d={open ? 'M4 6l4 4 4-4' : 'M6 4l4 4-4 4'} fill="none" stroke="currentColor" strokeWidth="1.5" />
    </svg>
  );
}

export function NewFileIcon({ className }: IconProps) {
  return (
    <svg {...base} className={className}>
      <path d="M3.5 1.5h5l3 3v3M3.5 1.5v13h5" fill="none" stroke="currentColor" strokeWidth="1.1" />
      <path d="M12 9.5v5M9.5 12h5" stroke="currentColor" strokeWidth="1.3" />
    </svg>
  );
}

export function NewFolderIcon({ className }: IconProps) {
  return (
    <svg {...base} className={className}>
      <path d="M1.5 3.5h4l1.5 1.5h6v2.5M1.5 3.5v9h6.5" fill="none" stroke="currentColor" strokeWidth="1.1" />
      <path d="M12 9.5v5M9.5 12h5" stroke="currentColor" strokeWidth="1.3" />
    </svg>
  );
}

export function RenameIcon({ className }: IconProps) {
  return (
    <svg {...base} className={className}>
      <path d="M10.5 2.5l3 3-7.5 7.5H3v-3z" fill="none" stroke="currentColor" strokeWidth="1.1" />
    </svg>
  );
}

export function DeleteIcon({ className }: IconProps) {
  return (
    <svg {...base} className={className}>
      <path d="M2.5 4h11M6 4V2.5h4V4M4 4l.8 10h6.4L12 4" fill="none" stroke="currentColor" strokeWidth="1.1" />
    </svg>
  );
}

export function CloseIcon({ className }: IconProps) {
  return (
    <svg {...base} className={className}>
      <path d="M4 4l8 8M12 4l-8 8" stroke="currentColor" strokeWidth="1.3" />
    </svg>
  );
}

export function WarningIcon({ className }: IconProps) {
  return (
    <svg {...base} className={className}>
      <path d="M8 1.8l6.6 12H1.4z" fill="#cca700" />
      <path d="M8 6v4" stroke="#1e1e1e" strokeWidth="1.5" />
      <circle cx="8" cy="12" r="0.9" fill="#1e1e1e" />
    </svg>
  );
}

export function CheckIcon({ className }: IconProps) {
  return (
    <svg {...base} className={className}>
      <path d="M3 8.5l3 3 7-7" fill="none" stroke="#89d185" strokeWidth="1.6" />
    </svg>
  );
}
