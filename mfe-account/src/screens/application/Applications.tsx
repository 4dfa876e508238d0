import { useState, type ReactNode } from 'react';
import { Link, useSearchParams } from '@phjobs/web-core/router';
import { ApiError } from '@phjobs/web-core/api';
import { Button } from '@phjobs/ui/components/Button';
import { Badge, Chip } from '@phjobs/ui/components/Chip';
import { ConfirmDialog } from '@phjobs/ui/components/ConfirmDialog';
import type { TableSpec } from '@phjobs/ui/components/DataTable';
import { EndlessList } from '@phjobs/ui/components/EndlessList';
import { ChatIcon } from '@phjobs/ui/components/Icons';
import { Tabs } from '@phjobs/ui/components/Tabs';
import { formatCount, formatDate } from '@phjobs/ui/format';
import { useEndlessQuery } from '@phjobs/web-core/query';
import { cancelApplication, freezeChat, getMyApplications, saveMemo, totalOf } from '../../api/jobs';
import { MemoEditor } from '../../components/MemoEditor';
import { ScreenHeader } from '../../components/ScreenHeader';
import {
  APPLICATION_TABS,
  applicationQuery,
  canCancel,
  chatLink,
  defaultSearch,
  indexOrNull,
  isChatApplication,
  PAGE_UNIT,
  PERIODS,
  STATUS_OPTIONS,
  statusLabel,
  statusTone,
  tabOf,
  type ApplicationSearch,
  type ApplicationTab,
  type MyApplicationRow,
} from '../../domain/applications';
import { dDayBadge } from '@phjobs/ui/dday';
import { decodeMemo, encodeMemo, MEMO_SAVE_FAILED } from '../../domain/memo';

/**
 * /myPage/application: the job seeker's applications. Tabs All / General / Chat in ?tab=; the
 * period chips, status dropdown and company name with Reset and Search; each row with its D-day,
 * status, memo and cancel: cards on a phone, a table on desktop.
 */
export function Applications() {
  const [params, setParams] = useSearchParams();
  const tab = tabOf(params.get('tab'));
  const [form, setForm] = useState<ApplicationSearch>(defaultSearch);
  const [search, setSearch] = useState<ApplicationSearch>(defaultSearch);
  const [total, setTotal] = useState<number | null>(null);
  const [removed, setRemoved] = useState<Set<number>>(() => new Set());
  const [memos, setMemos] = useState<Record<number, string>>({});
  const [memoFor, setMemoFor] = useState<MyApplicationRow | null>(null);
  const [busyId, setBusyId] = useState<number | null>(null);
  /** The row whose cancel waits for the member's confirmation. */
  const [confirming, setConfirming] = useState<MyApplicationRow | null>(null);
  const [unavailable, setUnavailable] = useState(false);

  const list = useEndlessQuery<MyApplicationRow>(['account', 'applicationList', JSON.stringify([tab, search])], async (pageNo, signal) => {
      try {
        const answer = await getMyApplications(applicationQuery(tab, search, pageNo), signal);
        setUnavailable(false);
        const items = Array.isArray(answer?.list) ? answer.list : [];
        setTotal(totalOf(answer));
        return { items, total: totalOf(answer) };
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) setUnavailable(true);
        throw error;
      }
    }, PAGE_UNIT, { restore: false });

  const switchTab = (next: ApplicationTab) => {
    const p = new URLSearchParams(params);
    if (next === 'all') p.delete('tab');
    else p.set('tab', next);
    setParams(p, { replace: true });
    setRemoved(new Set());
  };

  const cancel = async (row: MyApplicationRow) => {
    setBusyId(row.applicationId);
    let conflict = false;
    try {
      await cancelApplication(row.applicationId, row.applicationType);
      setRemoved((s) => new Set(s).add(row.applicationId));
      setTotal((t) => (t === null ? t : Math.max(0, t - 1)));
    } catch (error) {
      // 409: the chat freeze is still run; other errors are only logged
      conflict = error instanceof ApiError && error.status === 409;
      if (!conflict) console.error('application cancel failed', error);
    }
    if (isChatApplication(row)) {
      try {
        await freezeChat(row.jobId, row.uid);
      } catch (error) {
        console.error('chat freeze failed', error);
      }
    }
    setBusyId(null);
    setConfirming(null);
  };

  const memoOf = (row: MyApplicationRow) => memos[row.applicationId] ?? decodeMemo(row.memo);

  /** The row's memo button and cancel button: the same on a card and in the table. */
  const memoButton = (item: MyApplicationRow) => (
    <Button variant="ghost" size="sm" onClick={() => setMemoFor(item)}>
      {memoOf(item) ? 'Edit memo' : 'Memo'}
    </Button>
  );
  const cancelButton = (item: MyApplicationRow) =>
    canCancel(item) ? (
      <Button variant="outline" size="sm" loading={busyId === item.applicationId} onClick={() => setConfirming(item)}>
        Cancel application
      </Button>
    ) : null;

  /** The job ad's link: its chat for a chat application, else the ad. */
  const jobLink = (item: MyApplicationRow, content: ReactNode) =>
    isChatApplication(item) ? (
      <Link to={chatLink(item)} className="acc-app__main">
        {content}
        <span className="acc-app__chat">
          <ChatIcon width={16} height={16} /> Open chat
        </span>
      </Link>
    ) : (
      <Link to={`/ad/all/${item.jobId}`} className="acc-app__main">
        {content}
      </Link>
    );

  const rows = (item: MyApplicationRow) => {
    const chat = isChatApplication(item);
    const badge = dDayBadge(item.jobStatusCode, item.deadlineDate, new Date());
    const memo = memoOf(item);
    const title = (
      <>
        <span className="acc-app__company">{item.companyName}</span>
        <span className="acc-app__title">{item.jobTitle}</span>
      </>
    );
    return (
      <article className="acc-app">
        <div className="acc-app__badges">
          <Badge tone={statusTone(item.statusCode)}>{statusLabel(item.statusCode)}</Badge>
          {chat ? <Badge tone="warning">Chat</Badge> : null}
          {badge ? <Badge tone="danger">{badge}</Badge> : null}
          <span className="ph-muted acc-small acc-app__date">Applied {formatDate(item.registerDate)}</span>
        </div>
        {jobLink(item, title)}
        {memo ? <p className="acc-app__memo">{memo}</p> : null}
        <div className="acc-app__actions">
          {memoButton(item)}
          {cancelButton(item)}
        </div>
      </article>
    );
  };

  const method = (item: MyApplicationRow) => (isChatApplication(item) ? <Badge tone="warning">Chat</Badge> : item.applicationTitle);

  /**
   * On desktop the rows are a table of the spec's row fields: when, the ad (its company, title and
   * the memo under it, as on a card), the method, the deadline, the status, and the buttons.
   */
  const table: TableSpec<MyApplicationRow> = {
    caption: 'Applications',
    layout: 'fixed',
    columns: [
      { key: 'registerDate', header: 'Applied', width: '6.5rem', nowrap: true, cell: (item) => formatDate(item.registerDate) },
      {
        key: 'jobTitle',
        header: 'Job ad',
        cell: (item) => {
          const memo = memoOf(item);
          return (
            <div className="acc-app__job-cell">
              {jobLink(
                item,
                <>
                  <span className="acc-app__company">{item.companyName}</span>
                  <span className="acc-app__title">{item.jobTitle}</span>
                </>,
              )}
              {/* the method here when its column is left out (a narrow content column) */}
              <span className="acc-app__method-inline">{method(item)}</span>
              {memo ? <p className="acc-app__memo">{memo}</p> : null}
            </div>
          );
        },
      },
      { key: 'applicationTitle', header: 'Method', width: '6.5rem', className: 'acc-app__method-col', cell: method },
      {
        key: 'deadlineDate',
        header: 'Deadline',
        width: '7rem',
        cell: (item) => {
          const badge = dDayBadge(item.jobStatusCode, item.deadlineDate, new Date());
          return (
            <span className="acc-app__deadline">
              {item.deadlineDate ? formatDate(item.deadlineDate) : '-'}
              {badge ? <Badge tone="danger">{badge}</Badge> : null}
            </span>
          );
        },
      },
      { key: 'statusCode', header: 'Status', width: '8.5rem', cell: (item) => <Badge tone={statusTone(item.statusCode)}>{statusLabel(item.statusCode)}</Badge> },
      {
        key: 'actions',
        header: 'Memo and cancel',
        headerHidden: true,
        width: '10.5rem',
        align: 'end',
        cell: (item) => (
          <div className="acc-app__actions acc-app__actions--cell">
            {memoButton(item)}
            {cancelButton(item)}
          </div>
        ),
      },
    ],
  };

  const shown = { ...list, items: list.items.filter((i) => !removed.has(i.applicationId)) };

  return (
    <div className="ph-page">
      <ScreenHeader title="Application status" />
      <Tabs label="Application type" items={APPLICATION_TABS} value={tab} onChange={switchTab}>
        <form
          className="ph-section acc-app-search"
          onSubmit={(e) => {
            e.preventDefault();
            setRemoved(new Set());
            setSearch({ ...form });
          }}
        >
          <div className="ph-chip-group" role="radiogroup" aria-label="Period">
            {PERIODS.map((p, i) => (
              <Chip key={p.label} selected={form.periodIndex === i} onClick={() => setForm((f) => ({ ...f, periodIndex: i }))}>
                {p.label}
              </Chip>
            ))}
          </div>
          <div className="acc-app-search__row">
            <label className="ph-visually-hidden" htmlFor="app-status">
              Status
            </label>
            <select id="app-status" className="ph-select" value={form.statusIndex ?? ''} onChange={(e) => setForm((f) => ({ ...f, statusIndex: indexOrNull(e.target.value) }))}>
              {STATUS_OPTIONS.map((o, i) => (
                <option key={o.label} value={o.code === null ? '' : i}>
                  {o.code === null ? 'All statuses' : o.label}
                </option>
              ))}
            </select>
            <label className="ph-visually-hidden" htmlFor="app-company">
              Company name
            </label>
            <input id="app-company" className="ph-input" placeholder="Company name" value={form.companyName} onChange={(e) => setForm((f) => ({ ...f, companyName: e.target.value }))} />
          </div>
          <div className="acc-app-search__row">
            <Button
              variant="outline"
              onClick={() => {
                setForm(defaultSearch());
                setSearch(defaultSearch());
                setRemoved(new Set());
              }}
            >
              Reset
            </Button>
            <Button type="submit" block>
              Search
            </Button>
          </div>
        </form>
        <div className="acc-list-head">
          <p className="ph-count-line">{total === null ? '\u00a0' : `${formatCount(Math.max(0, total))} ${total === 1 ? 'application' : 'applications'}`}</p>
          {tab === 'chat' ? (
            <Link to="/myPage/chats" className="acc-small">
              Go to chat list
            </Link>
          ) : null}
        </div>
        {unavailable ? (
          <p className="acc-unavailable" role="status">
            Application status is not available yet. Please try again later.
          </p>
        ) : (
          <EndlessList list={shown} keyOf={(r) => r.applicationId} renderItem={rows} table={table} />
        )}
      </Tabs>
      <ConfirmDialog
        open={confirming !== null}
        title="Cancel this application?"
        confirmLabel="Cancel application"
        cancelLabel="Keep application"
        danger
        busy={confirming !== null && busyId === confirming.applicationId}
        onConfirm={() => {
          if (confirming) void cancel(confirming);
        }}
        onCancel={() => setConfirming(null)}
      >
        {confirming ? (
          <>
            <p>
              <strong>{confirming.jobTitle}</strong> at {confirming.companyName}
            </p>
            <p>
              The application is withdrawn and leaves your list{isChatApplication(confirming) ? ', and its chat with the employer is closed' : ''}. This cannot be undone.
            </p>
          </>
        ) : null}
      </ConfirmDialog>
      {memoFor ? (
        <MemoEditor
          open
          key={memoFor.applicationId}
          initial={memoOf(memoFor)}
          title={`${memoFor.companyName} · ${memoFor.jobTitle}`}
          onClose={() => setMemoFor(null)}
          onSave={async (text) => {
            const ok = await saveMemo(memoFor.chat_url, memoFor.applicationId, encodeMemo(text));
            if (ok) setMemos((m) => ({ ...m, [memoFor.applicationId]: text }));
            else window.alert(MEMO_SAVE_FAILED);
            return ok;
          }}
        />
      ) : null}
    </div>
  );
}
