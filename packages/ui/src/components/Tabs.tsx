import * as RadixTabs from '@radix-ui/react-tabs';
import { useRef, type ReactNode } from 'react';

export type TabItem<V extends string> = { value: V; label: ReactNode };

export type TabsProps<V extends string> = {
  items: readonly TabItem<V>[];
  value: V;
  onChange: (v: V) => void;
  /** The accessible name of the tab list ('Application type'). */
  label: string;
  /**
   * What the selected tab shows, rendered in its tabpanel (labelled by the tab); a function gets
   * the panel's tab (for `keepMounted`). Without children the tabs control no panel of their own
   * (a bar in a screen's header above a list it filters) and name none in aria-controls.
   */
  children?: ReactNode | ((value: V) => ReactNode);
  /** Tabs whose panel stays mounted, hidden, once opened (a list keeps its data and scroll). */
  keepMounted?: ReadonlySet<V> | readonly V[];
  /** 'segment': the small pill switch (news filter); default: the underlined tab bar. */
  variant?: 'tabs' | 'segment';
  /** Extra class of the tab list (layout of one screen). */
  className?: string;
  /** Extra class of the panel. */
  panelClassName?: string;
};

/**
 * A tab bar and the panel of its selected tab, on Radix's Tabs (@radix-ui/react-tabs): the ARIA
 * tabs pattern (tablist, tab with aria-selected and aria-controls, tabpanel labelled by its tab),
 * one Tab stop for the whole bar, Left/Right (Home/End) move and select (automatic activation).
 * Controlled: `value` comes from the screen (state or URL), `onChange` asks for another.
 */
export function Tabs<V extends string>({ items, value, onChange, label, children, keepMounted, variant = 'tabs', className, panelClassName }: TabsProps<V>) {
  // the tab Radix has just selected on a press (mousedown, Enter, Space): the click that follows is
  // the same choice, not a second one (a navigation would be pushed twice)
  const pressed = useRef<string | null>(null);
  const select = (next: string) => {
    const item = items.find((t) => t.value === next);
    if (item && item.value !== value) onChange(item.value);
  };
  const listClass = [variant === 'segment' ? 'ph-segment' : 'ph-tabs', className ?? ''].filter(Boolean).join(' ');
  const tabClass = (on: boolean) => (variant === 'segment' ? `ph-segment__btn${on ? ' ph-segment__btn--on' : ''}` : `ph-tab${on ? ' ph-tab--active' : ''}`);
  return (
    // the root takes no box of its own: the tab bar sits in its container's layout (a scroll row)
    <RadixTabs.Root value={value} onValueChange={select} activationMode="automatic" className="ph-tabs-root">
      <RadixTabs.List className={listClass} aria-label={label}>
        {items.map((t) => (
          // Radix selects on mousedown and keys; a click without either (an assistive technology's
          // activation, a test's fireEvent.click) selects too
          <RadixTabs.Trigger
            key={t.value}
            value={t.value}
            className={tabClass(t.value === value)}
            onMouseDown={() => void (pressed.current = t.value)}
            onKeyDown={(e) => void (e.key === 'Enter' || e.key === ' ' ? (pressed.current = t.value) : undefined)}
            onClick={() => {
              if (pressed.current === t.value) pressed.current = null;
              else select(t.value);
            }}
            {...(children === undefined ? { 'aria-controls': undefined } : {})}
          >
            {t.label}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {children === undefined
        ? null
        : items.map((t) => {
            const selected = t.value === value;
            const mounted = selected || (keepMounted ? ('has' in keepMounted ? keepMounted.has(t.value) : keepMounted.includes(t.value)) : false);
            // every tab controls a panel that exists (aria-controls must name one); the selected
            // one is shown, a kept one stays hidden with its content, the others are empty
            return (
              <RadixTabs.Content key={t.value} value={t.value} forceMount hidden={!selected} className={panelClassName ?? 'ph-tabpanel'}>
                {mounted ? (typeof children === 'function' ? children(t.value) : selected ? children : null) : null}
              </RadixTabs.Content>
            );
          })}
    </RadixTabs.Root>
  );
}
