import { useState } from 'react';
import { citiesOf, PROVINCES } from '@phjobs/contracts/regions';
import { Button } from '@phjobs/ui/components/Button';
import { Modal } from '@phjobs/ui/components/Modal';
import { ALL_REGIONS, type RegionChoice } from '../../domain/region';

/**
 * The home's region picker (a chunk of its own: the province and city table loads only when it
 * opens): a province (or All), then a city of it (or All). Apply keeps the choice.
 */
export default function RegionPicker({ value, onApply, onClose }: { value: RegionChoice; onApply: (choice: RegionChoice) => void; onClose: () => void }) {
  const [province, setProvince] = useState(value.province?.id ?? '');
  const [city, setCity] = useState(value.city?.id ?? '');
  const cities = province ? citiesOf(province) : [];

  const apply = () => {
    const p = PROVINCES.find((item) => item.id === province);
    if (!p) return onApply(ALL_REGIONS);
    const c = cities.find((item) => item.id === city);
    onApply({ province: { id: p.id, name: p.name }, city: c ? { id: c.id, name: c.name } : null });
  };

  return (
    <Modal
      open
      title="Choose a region"
      onClose={onClose}
      headerAction={
        <Button variant="ghost" size="sm" onClick={() => { setProvince(''); setCity(''); }}>
          Reset
        </Button>
      }
      footer={
        <Button block size="lg" onClick={apply}>
          Apply
        </Button>
      }
    >
      <div className="home-region-picker">
        <label className="home-region-picker__field">
          <span>Province</span>
          <select className="ph-select" value={province} onChange={(e) => { setProvince(e.target.value); setCity(''); }}>
            <option value="">All</option>
            {PROVINCES.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}
              </option>
            ))}
          </select>
        </label>
        <label className="home-region-picker__field">
          <span>City</span>
          <select className="ph-select" value={city} onChange={(e) => setCity(e.target.value)} disabled={!province}>
            <option value="">All</option>
            {cities.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
        </label>
      </div>
    </Modal>
  );
}
