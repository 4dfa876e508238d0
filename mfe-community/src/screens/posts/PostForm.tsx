/**
 * The job talk and counseling post form: Title, Content, Photo (up to 3, uploaded with progress);
 * Register or Update. PostRegister and PostEdit are the two screens built on it.
 */
import { useState, type FormEvent, type ReactNode } from 'react';
import { useNavigate, useParams } from '@phjobs/web-core/router';
import { Async } from '@phjobs/ui/components/Async';
import { useApiQuery } from '@phjobs/web-core/query';
import { COMMUNITY_PHOTO_PROJECT } from '../../domain/posts/contract';
import { Button } from '@phjobs/ui/components/Button';
import { TextField } from '@phjobs/ui/components/Field';
import { Textarea } from '@phjobs/ui/components/Textarea';
import { ApiError } from '@phjobs/web-core/api';
import { POST_INDEX_MAX, POST_PHOTOS, validatePostForm, type PostFormErrors } from '../../domain/posts/postForm';
import { DetailHeader } from './DetailHeader';
import { IndividualsOnly, NotYours, PhotoField, useGoBack, type Photo } from './parts';
import '../../posts.css';

export type PostBody = { title: string; index: string; articleAttachment: Photo[] };

/** `{listTo}/register`: the new post opens once registered, replacing the form (Back from it returns to the list). */
export function PostRegister({ title, listTo, notice, create }: { title: string; listTo: string; notice?: ReactNode; create: (body: PostBody) => Promise<{ articleId: string | number }> }) {
  const navigate = useNavigate();
  return (
    <PostForm
      title={title}
      submitLabel="Register"
      backTo={listTo}
      notice={notice}
      submit={async (body) => {
        const created = await create(body);
        navigate(`${listTo}/${created.articleId}`, { replace: true });
      }}
    />
  );
}

type EditablePost = { isOwn: boolean; title: string; index: string; attachment: readonly Photo[] };

/** `{listTo}/{id}/edit`: the writer's own post, preloaded; Update returns to it. Anyone else is told it is not theirs. */
export function PostEdit({ title, listTo, queryKey, notice, load, update }: { title: string; listTo: string; queryKey: string; notice?: ReactNode; load: (id: string, signal?: AbortSignal) => Promise<EditablePost>; update: (id: string, body: PostBody) => Promise<unknown> }) {
  const { id = '' } = useParams();
  const goBack = useGoBack(`${listTo}/${id}`);
  const post = useApiQuery(['community', queryKey, id, 'edit'], (signal) => load(id, signal));
  return (
    <Async state={post}>
      {(p) =>
        p.isOwn ? (
          <PostForm
            title={title}
            submitLabel="Update"
            backTo={`${listTo}/${id}`}
            notice={notice}
            initial={{ title: p.title, index: p.index, photos: p.attachment }}
            submit={async (body) => {
              await update(id, body);
              goBack();
            }}
          />
        ) : (
          <NotYours />
        )
      }
    </Async>
  );
}

export function PostForm(props: { title: string; submitLabel: 'Register' | 'Update'; backTo: string; initial?: { title: string; index: string; photos: readonly Photo[] }; notice?: ReactNode; submit: (body: PostBody) => Promise<void> }) {
  return (
    <IndividualsOnly>
      <PostFormFields {...props} />
    </IndividualsOnly>
  );
}

function PostFormFields({ title, submitLabel, backTo, initial, notice, submit }: { title: string; submitLabel: 'Register' | 'Update'; backTo: string; initial?: { title: string; index: string; photos: readonly Photo[] }; notice?: ReactNode; submit: (body: PostBody) => Promise<void> }) {
  const goBack = useGoBack(backTo);
  const [values, setValues] = useState({ title: initial?.title ?? '', index: initial?.index ?? '' });
  const [photos, setPhotos] = useState<Photo[]>(initial ? [...initial.photos] : []);
  const [errors, setErrors] = useState<PostFormErrors>({});
  const [uploading, setUploading] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const found = validatePostForm(values);
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0 || busy || uploading) return;
    setBusy(true);
    try {
      await submit({ title: values.title.trim(), index: values.index.trim(), articleAttachment: photos });
    } catch (error) {
      // spec section 8: post calls that fail are only logged; a 400's field messages still land under the fields
      console.error(error);
      if (error instanceof ApiError && error.fields) {
        setErrors({ title: error.fields.title, index: error.fields.index });
        if (!error.fields.title && !error.fields.index) setFailure(error.message);
      }
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="posts">
      <DetailHeader title={title} onBack={goBack} />
      {notice}
      <form className="posts-form" noValidate onSubmit={(e) => void onSubmit(e)}>
        <TextField id="post-title" label="Title" value={values.title} placeholder="Please enter a title." onChange={(t) => { setValues((v) => ({ ...v, title: t })); setErrors((x) => ({ ...x, title: undefined })); }} error={errors.title} />
        <Textarea id="post-index" label="Content" value={values.index} max={POST_INDEX_MAX} rows={9} placeholder="Please enter the content." onChange={(t) => { setValues((v) => ({ ...v, index: t })); setErrors((x) => ({ ...x, index: undefined })); }} error={errors.index} />
        <PhotoField label="Photo" photos={photos} onChange={setPhotos} rule={POST_PHOTOS} project={COMMUNITY_PHOTO_PROJECT} onBusy={setUploading} hint="gif, jpeg, jpg or png, up to 6 MB each, up to 3 photos." toStored={(f) => ({ key: f.key, fileName: f.fileName })} />
        {failure ? (
          <p className="posts-failure" role="alert">
            {failure}
          </p>
        ) : null}
        <Button type="submit" block size="lg" loading={busy} disabled={busy || uploading}>
          {submitLabel}
        </Button>
      </form>
    </div>
  );
}
