/** The icons of parts downloaded after the page (the phone menu's panels, cart lines): see `icons.tsx`. */
import { Icon, type IconProps } from "./icons";

/** Points to the end of the line (right in French, left in Arabic). */
export function ChevronEndIcon({ className }: IconProps) {
  return (
    <Icon className={`rtl:-scale-x-100 ${className ?? "size-5"}`}>
      <path d="m9 5 7 7-7 7" />
    </Icon>
  );
}

/** Points to the start of the line: "back". */
export function ChevronStartIcon({ className }: IconProps) {
  return (
    <Icon className={`rtl:-scale-x-100 ${className ?? "size-5"}`}>
      <path d="m15 5-7 7 7 7" />
    </Icon>
  );
}

export function CheckIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="m5 12.5 4.5 4.5L19 7.5" />
    </Icon>
  );
}

export function GiftIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M4 10h16v10H4zM3 7h18v3H3zM12 7v13" />
      <path d="M12 7c-1.5-3-5-3.5-5-1.2C7 7 9 7 12 7Zm0 0c1.5-3 5-3.5 5-1.2C17 7 15 7 12 7Z" />
    </Icon>
  );
}
