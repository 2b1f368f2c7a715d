/**
 * The admin's devblog editor: a title and a markdown text per language (a language without a title
 * is not written), the preview rendered by the server (the very HTML readers will get), published
 * or draft. The API's refusals show above the form, in the page's language.
 */
import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LANGS, type Lang } from '#contract/common';
import { DEVBLOG_TITLE_MAX, type DevblogPost } from '#contract/devblog';
import { FormField } from '#web/components/ui/form-field.tsx';
import { showAlert } from '#web/lib/alerts.ts';
import { errorMessage } from '#web/lib/error-message.ts';
import { useLang } from '#web/lib/i18n/use-lang.ts';
import { previewDevblog, saveDevblogPost } from '../api/devblog.ts';

type Texts = Record<Lang, string>;
const empty = (): Texts => ({ fr: '', en: '', es: '' });

export function DevblogEditor({ post, onDone }: { post?: DevblogPost; onDone: (saved?: DevblogPost) => void }) {
  const { t } = useTranslation();
  const pageLang = useLang();
  const queryClient = useQueryClient();
  const [lang, setLang] = useState<Lang>(post?.lang ?? pageLang);
  const [titles, setTitles] = useState<Texts>(() => ({ ...empty(), ...post?.source?.title }));
  const [bodies, setBodies] = useState<Texts>(() => ({ ...empty(), ...post?.source?.body }));
  const [published, setPublished] = useState(post?.published ?? true);
  const [preview, setPreview] = useState<{ lang: Lang; html: string } | undefined>();
  const [error, setError] = useState<string | undefined>();
  const [pending, setPending] = useState(false);
  const langName = (code: Lang) => t(`devblog.lang.${code}`);

  const showPreview = async () => {
    setError(undefined);
    try {
      setPreview({ lang, html: await previewDevblog(bodies[lang]) });
    } catch (failure) {
      setError(errorMessage(failure, t));
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setPending(true);
    setError(undefined);
    try {
      const pick = (texts: Texts) => Object.fromEntries(LANGS.filter((code) => texts[code] !== '').map((code) => [code, texts[code]]));
      const saved = await saveDevblogPost(queryClient, post?.id, { title: pick(titles), body: pick(bodies), published });
      showAlert('success', t('devblog.saved', { title: saved.title }));
      onDone(saved);
    } catch (failure) {
      setError(errorMessage(failure, t));
    } finally {
      setPending(false);
    }
  };

  return (
    <form className="card devblog-editor" onSubmit={(event) => void submit(event)} noValidate data-testid="devblog-editor">
      <header className="card__header">
        <h2 className="card__title">{post ? t('devblog.editor.titleEdit') : t('devblog.editor.titleNew')}</h2>
      </header>
      <div className="card__body devblog-editor__body">
        {error && (
          <p className="field__error" role="alert" data-testid="devblog-editor-error">
            {error}
          </p>
        )}
        <div className="segmented" role="group" aria-label={t('devblog.editor.languages')}>
          {LANGS.map((code) => (
            <button
              key={code}
              type="button"
              className="segmented__item"
              aria-current={code === lang}
              onClick={() => {
                setLang(code);
                setPreview(undefined);
              }}
              data-testid={`devblog-editor-lang-${code}`}
            >
              {langName(code)}
              {titles[code] !== '' ? ' ✓' : ''}
            </button>
          ))}
        </div>
        <FormField
          key={`title-${lang}`}
          label={t('devblog.editor.postTitle', { lang: langName(lang) })}
          hint={t('devblog.editor.postTitleHint')}
          value={titles[lang]}
          maxLength={DEVBLOG_TITLE_MAX + 10}
          onChange={(event) => setTitles({ ...titles, [lang]: event.target.value })}
          testId="devblog-editor-title"
          autoComplete="off"
        />
        <div className="field">
          <label className="field__label" htmlFor={`devblog-body-${lang}`}>
            {t('devblog.editor.body', { lang: langName(lang) })}
          </label>
          <textarea
            id={`devblog-body-${lang}`}
            className="field__control field__control--multiline devblog-editor__text"
            rows={12}
            value={bodies[lang]}
            onChange={(event) => setBodies({ ...bodies, [lang]: event.target.value })}
            aria-describedby={`devblog-body-${lang}-hint`}
            data-testid="devblog-editor-body"
          />
          <span id={`devblog-body-${lang}-hint`} className="field__hint">
            {t('devblog.editor.bodyHint')}
          </span>
        </div>
        <label className="devblog-editor__check">
          <input type="checkbox" checked={published} onChange={(event) => setPublished(event.target.checked)} data-testid="devblog-editor-published" />
          {t('devblog.editor.published')}
        </label>
        {preview && (
          <section className="devblog-editor__preview" aria-label={t('devblog.editor.previewTitle', { lang: langName(preview.lang) })}>
            <h3 className="devblog-editor__preview-title">{t('devblog.editor.previewTitle', { lang: langName(preview.lang) })}</h3>
            {preview.html === '' ? (
              <p>{t('devblog.editor.previewEmpty')}</p>
            ) : (
              // The server's sanitised rendering (modules/stuffs/guide-html.ts).
              <div className="devblog-post__body" data-testid="devblog-editor-preview" dangerouslySetInnerHTML={{ __html: preview.html }} />
            )}
          </section>
        )}
      </div>
      <footer className="devblog-editor__actions">
        <button type="button" className="button" onClick={() => void showPreview()} data-testid="devblog-editor-preview-button">
          {t('devblog.editor.preview')}
        </button>
        <button type="button" className="button button--ghost" onClick={() => onDone()}>
          {t('devblog.cancel')}
        </button>
        <button type="submit" className="button button--primary" disabled={pending} data-testid="devblog-editor-save">
          {t('devblog.editor.save')}
        </button>
      </footer>
    </form>
  );
}
