import type { ComponentProps } from 'react';
import { Button } from './button';
import { Icon } from './icon';

type Props = {
  phone: { display: string; e164: string };
  variant?: ComponentProps<typeof Button>['variant'];
};

/**
 * The click-to-call button: "Call" and the number, after a phone icon. The number is a part of its
 * own: where the button has not the room (a narrow phone), it goes under "Call", whole.
 */
export function CallButton({ phone, variant = 'secondary' }: Props) {
  return (
    <Button to={`tel:${phone.e164}`} variant={variant}>
      <Icon name="phone" size={20} /> Call <span>{phone.display}</span>
    </Button>
  );
}
