import { Button, Tooltip } from 'antd';
import { forwardRef, type ReactNode } from 'react';

interface Props extends Omit<React.ComponentProps<typeof Button>, 'title'> {
  /** Tooltip and accessible name. */
  title: string;
  icon: ReactNode;
  /** Text shown next to the icon (hidden on narrow screens by the caller). */
  label?: ReactNode;
  /** Hides the tooltip (while the popover the button opens is shown, so that it does not cover it). */
  hideTip?: boolean;
}

/**
 * A top-bar item: an icon button in the header's text colour, with a tooltip. Forwards its ref and props, so it can
 * be the trigger of a dropdown, popover or colour picker.
 */
export const HeaderButton = forwardRef<HTMLButtonElement, Props>(function HeaderButton(
  { title, icon, label, className, hideTip, ...rest },
  ref,
) {
  return (
    <Tooltip title={title} placement="bottom" mouseEnterDelay={0.4} open={hideTip ? false : undefined}>
      <Button
        ref={ref}
        type="text"
        aria-label={title}
        className={`shell-hd-btn${className ? ` ${className}` : ''}`}
        icon={icon}
        {...rest}
      >
        {label}
      </Button>
    </Tooltip>
  );
});
