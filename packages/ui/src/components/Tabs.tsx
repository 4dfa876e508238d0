export type TabItem<V extends string> = { value: V; label: string };

export function Tabs<V extends string>({ items, value, onChange, label }: { items: readonly TabItem<V>[]; value: V; onChange: (v: V) => void; label: string }) {
  return (
    <div className="ph-tabs" role="tablist" aria-label={label}>
      {items.map((t) => (
        <button key={t.value} type="button" role="tab" aria-selected={t.value === value} className={`ph-tab${t.value === value ? ' ph-tab--active' : ''}`} onClick={() => onChange(t.value)}>
          {t.label}
        </button>
      ))}
    </div>
  );
}
