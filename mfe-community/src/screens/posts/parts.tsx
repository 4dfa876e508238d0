/** Pieces the member-written areas share: who writes, the write buttons, the dialogs, the photo field, the keyword search. */
import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useNavigate } from '@phjobs/web-core/router';
import { POST_MESSAGES } from '../../domain/posts/contract';
import { Button } from '@phjobs/ui/components/Button';
import { ConfirmDialog } from '@phjobs/ui/components/ConfirmDialog';
import { FieldError } from '@phjobs/ui/components/Field';
import { CloseIcon, SearchIcon } from '@phjobs/ui/components/Icons';
import { Modal } from '@phjobs/ui/components/Modal';
import { ApiError, fileUrl } from '@phjobs/web-core/api';
import { useSession } from '@phjobs/web-core/session';
import { formatMegabytes, uploadFile, type UploadedFile } from '@phjobs/web-core/upload';
import { imageProblemOf, type ImageRule } from '../../domain/supportForm';
import { ONLY_INDIVIDUAL, ONLY_INDIVIDUAL_TEXT, writerOf, type Writer } from '../../domain/posts/writer';
import { CameraIcon, PaperclipIcon, PencilIcon } from './icons';
import { Badge } from '@phjobs/ui/components/Chip';


/** The session as a writer: 'unknown' until known, then visitor, individual or other. */
export function useWriter(): Writer {
  const status = useSession((s) => s.status);
  const user = useSession((s) => s.user);
  return writerOf(status, user);
}

/** 'Only Individual members can register.': its text and Login (logs out, then /enter). */
export function OnlyIndividualDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const navigate = useNavigate();
  const logout = useSession((s) => s.logout);
  return (
    <Modal
      open={open}
      role="alertdialog"
      title={ONLY_INDIVIDUAL}
      onClose={onClose}
      footer={
        <Button block size="lg" onClick={() => void logout().then(() => navigate('/enter'))}>
          Login
        </Button>
      }
    >
      <p className="posts-dialog-text">{ONLY_INDIVIDUAL_TEXT}</p>
    </Modal>
  );
}

/** A register screen for individuals; anyone else sees the dialog (closing it goes back). */
export function IndividualsOnly({ children }: { children: ReactNode }) {
  const writer = useWriter();
  const navigate = useNavigate();
  if (writer === 'unknown') return null;
  if (writer !== 'individual') return <OnlyIndividualDialog open onClose={() => (window.history.length > 1 ? navigate(-1) : navigate('/'))} />;
  return <>{children}</>;
}

/** Going to a write screen: individuals go, anyone else is told they cannot (the hook's dialog). */
export function useWriteGate(to: string): { go: () => void; dialog: ReactNode } {
  const writer = useWriter();
  const navigate = useNavigate();
  const [blocked, setBlocked] = useState(false);
  const go = () => {
    if (writer === 'individual') navigate(to);
    else if (writer !== 'unknown') setBlocked(true);
  };
  return { go, dialog: <OnlyIndividualDialog open={blocked} onClose={() => setBlocked(false)} /> };
}

/** The floating write button (bottom right, above the bottom bar's place). */
export function WriteFab({ to, label = 'Write' }: { to: string; label?: string }) {
  const gate = useWriteGate(to);
  return (
    <>
      <button type="button" className="posts-fab" onClick={gate.go}>
        <PencilIcon width={20} height={20} />
        <span>{label}</span>
      </button>
      {gate.dialog}
    </>
  );
}

/** The prompt bar at the top of a list: a line that invites writing and goes where the write button goes. */
export function PromptBar({ to, text, action = 'Write' }: { to: string; text: string; action?: string }) {
  const gate = useWriteGate(to);
  return (
    <>
      <button type="button" className="posts-prompt" onClick={gate.go}>
        <span className="posts-prompt__text">{text}</span>
        <span className="posts-prompt__action">
          <PencilIcon width={16} height={16} /> {action}
        </span>
      </button>
      {gate.dialog}
    </>
  );
}

/** Report: members go to the report form; a visitor gets the login-required dialog. */
export function ReportButton({ href, onlyIndividuals = false, className = 'ph-btn ph-btn--outline ph-btn--sm', children = 'Report', label }: { href: string; onlyIndividuals?: boolean; className?: string; children?: ReactNode; label?: string }) {
  const writer = useWriter();
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<'login' | 'individual' | null>(null);
  const click = () => {
    if (writer === 'visitor') setDialog('login');
    else if (onlyIndividuals && writer === 'other') setDialog('individual');
    else if (writer !== 'unknown') navigate(href);
  };
  return (
    <>
      <button type="button" className={className} onClick={click} aria-label={label}>
        {children}
      </button>
      <ConfirmDialog open={dialog === 'login'} title="Login required" confirmLabel="Login" cancelLabel="Cancel" onConfirm={() => navigate('/enter')} onCancel={() => setDialog(null)}>
        Please log in to report.
      </ConfirmDialog>
      <OnlyIndividualDialog open={dialog === 'individual'} onClose={() => setDialog(null)} />
    </>
  );
}

/** The Search button of a list's header: opens and closes its keyword form. */
export function SearchToggle({ open, onToggle, controls }: { open: boolean; onToggle: () => void; controls: string }) {
  return (
    <button type="button" className="ph-btn ph-btn--ghost ph-btn--sm" aria-expanded={open} aria-controls={controls} onClick={onToggle}>
      <SearchIcon width={18} height={18} /> Search
    </button>
  );
}

/**
 * The keyword form of a list (`required`: an empty keyword is refused with the contracts' message).
 * With a keyword applied it offers 'Show all', which clears it.
 */
export function KeywordForm({ id, value, onSearch, required = false, placeholder = 'Search by keyword' }: { id?: string; value: string; onSearch: (keyword: string) => void; required?: boolean; placeholder?: string }) {
  const [draft, setDraft] = useState(value);
  const [error, setError] = useState<string | null>(null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const keyword = draft.trim();
    if (required && !keyword) {
      setError(POST_MESSAGES.keywordRequired);
      return;
    }
    setError(null);
    onSearch(keyword);
  };
  return (
    <form id={id} className="posts-search" role="search" onSubmit={submit} noValidate>
      <div className="posts-search__row">
        <input className="ph-input" type="search" aria-label="Keyword" placeholder={placeholder} value={draft} aria-invalid={error ? true : undefined} onChange={(e) => setDraft(e.target.value)} />
        <button type="submit" className="ph-btn ph-btn--primary ph-btn--md">
          Search
        </button>
      </div>
      <FieldError>{error}</FieldError>
      {value ? (
        <p className="posts-search__applied">
          Results for “{value}”{' '}
          <button
            type="button"
            className="ph-text-btn"
            onClick={() => {
              setDraft('');
              onSearch('');
            }}
          >
            Show all
          </button>
        </p>
      ) : null}
    </form>
  );
}

export type Photo = { key: string; fileName: string };

/**
 * Photos of a post: add up to `rule.max` (type and size checked first), each uploaded through
 * services/media with a progress bar; remove with ×.
 */
export function PhotoField<T extends Photo = Photo>({ label, photos, onChange, rule, project, hint, onBusy, error, toStored }: {
  label: string;
  photos: T[];
  onChange: (next: T[]) => void;
  rule: ImageRule;
  /** The media project of the upload URL. */
  project: string;
  hint: string;
  onBusy?: (busy: boolean) => void;
  error?: string | undefined;
  /** What is kept of an uploaded file. */
  toStored: (file: UploadedFile) => T;
}) {
  const [uploading, setUploading] = useState<{ name: string; size: number; fraction: number } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const add = async (files: FileList | null) => {
    setProblem(null);
    let list = photos;
    onBusy?.(true);
    try {
      for (const file of Array.from(files ?? [])) {
        const why = imageProblemOf(rule, file, list.length);
        if (why) {
          setProblem(why);
          continue;
        }
        try {
          setUploading({ name: file.name, size: file.size, fraction: 0 });
          const stored = await uploadFile(file, { project, onProgress: (fraction) => setUploading({ name: file.name, size: file.size, fraction }) });
          list = [...list, toStored(stored)];
          onChange(list);
        } catch (e) {
          setProblem(e instanceof ApiError ? e.message : 'The upload failed. Please try again.');
        }
      }
    } finally {
      setUploading(null);
      onBusy?.(false);
      if (input.current) input.current.value = '';
    }
  };
  const id = label.toLowerCase().replace(/[^a-z]+/g, '-');
  return (
    <div className="ph-text-field">
      <span className="ph-field__label" id={`${id}-label`}>
        {label} ({photos.length} / {rule.max})
      </span>
      <p className="posts-hint">{hint}</p>
      {photos.length > 0 ? (
        <ul className="posts-photos" aria-labelledby={`${id}-label`}>
          {photos.map((p) => (
            <li key={p.key} className="posts-photo">
              <img src={fileUrl(p.key) ?? ''} alt={p.fileName} width={80} height={80} />
              <button type="button" className="posts-photo__remove" aria-label={`Remove ${p.fileName}`} onClick={() => onChange(photos.filter((x) => x.key !== p.key))}>
                <CloseIcon width={14} height={14} />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {uploading ? (
        <div className="posts-upload" role="status">
          <span className="posts-upload__name">
            Uploading {uploading.name} ({formatMegabytes(uploading.size)})
          </span>
          <progress className="posts-upload__bar" max={100} value={Math.round(uploading.fraction * 100)} aria-label={`Uploading ${uploading.name}`} />
        </div>
      ) : null}
      {photos.length < rule.max ? (
        <label className={`ph-btn ph-btn--outline ph-btn--md posts-attach${uploading ? ' posts-attach--busy' : ''}`}>
          <CameraIcon width={18} height={18} /> Add photo
          <input ref={input} type="file" accept="image/*" multiple className="ph-visually-hidden" disabled={uploading !== null} onChange={(e) => void add(e.target.files)} />
        </label>
      ) : null}
      <FieldError>{problem ?? error}</FieldError>
    </div>
  );
}

/** The options sheet of an owner (Edit, Delete), asking before Delete. */
export function OptionsSheet({ open, title, confirming, busy, what, onEdit, onAskDelete, onDelete, onClose }: {
  open: boolean;
  title: string;
  confirming: boolean;
  busy: boolean;
  what: string;
  onEdit: () => void;
  onAskDelete: () => void;
  onDelete: () => void;
  onClose: () => void;
}) {
  if (confirming)
    return (
      <ConfirmDialog open={open} title={`Delete this ${what}?`} confirmLabel="Delete" cancelLabel="Cancel" danger busy={busy} onConfirm={onDelete} onCancel={onClose}>
        {`The ${what} will be removed and cannot be brought back.`}
      </ConfirmDialog>
    );
  return (
    <Modal open={open} title={title} onClose={onClose}>
      <ul className="posts-sheet">
        <li>
          <button type="button" className="posts-sheet__item" onClick={onEdit}>
            Edit
          </button>
        </li>
        <li>
          <button type="button" className="posts-sheet__item posts-sheet__item--danger" onClick={onAskDelete}>
            Delete
          </button>
        </li>
      </ul>
    </Modal>
  );
}

/** Back in history, or to `fallback` when the page was opened directly. */
export function useGoBack(fallback: string): () => void {
  const navigate = useNavigate();
  return () => {
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) navigate(-1);
    else navigate(fallback, { replace: true });
  };
}

/** What someone other than the writer sees on an edit screen. */
export function NotYours() {
  return (
    <div className="posts">
      <p className="posts-empty">Only the writer can change or delete this.</p>
    </div>
  );
}

/** A list row's title line (NEW, the title, a clip when it has photos) and its snippet. */
export function PostRowText({ item }: { item: { title: string; index: string; isNew: boolean; isAttach: boolean } }) {
  return (
    <>
      <span className="posts-row__title">
        {item.isNew ? <Badge tone="accent">NEW</Badge> : null}
        <span className="posts-row__title-text">{item.title}</span>
        {item.isAttach ? (
          <span className="posts-clip" title="With photos">
            <PaperclipIcon width={15} height={15} />
            <span className="ph-visually-hidden">With photos</span>
          </span>
        ) : null}
      </span>
      <span className="posts-row__snippet">{item.index}</span>
    </>
  );
}
