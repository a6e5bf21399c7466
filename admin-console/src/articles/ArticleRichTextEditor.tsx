import {
  ClearButtons,
  DefaultEditorOptions,
  FormatButtons,
  LevelSelect,
  LinkButtons,
  ListButtons,
  QuoteButtons,
  RichTextInput,
  RichTextInputToolbar,
} from 'ra-input-rich-text';
import type { Validator } from 'react-admin';

export interface ArticleRichTextEditorProps {
  source: string;
  label: string;
  readOnly?: boolean;
  validate?: Validator[];
  helperText?: string;
  /** The language of what is written in it (`hi` for the Hindi version). */
  lang?: string;
}

/**
 * ra-input-rich-text (Tiptap), loaded only by the article form. The toolbar keeps what the server's
 * sanitiser keeps (headings, bold, italic, underline, strike, lists, links, quotes); colours,
 * alignment and inline images would be stripped on save, so they are not offered.
 */
export default function ArticleRichTextEditor({
  source,
  label,
  readOnly = false,
  validate,
  helperText,
  lang,
}: ArticleRichTextEditorProps) {
  const editorOptions = lang
    ? { ...DefaultEditorOptions, editorProps: { ...DefaultEditorOptions.editorProps, attributes: { lang } } }
    : DefaultEditorOptions;
  return (
    <RichTextInput
      source={source}
      label={label}
      readOnly={readOnly}
      editorOptions={editorOptions}
      {...(validate ? { validate } : {})}
      {...(helperText ? { helperText } : {})}
      toolbar={
        readOnly ? (
          false
        ) : (
          <RichTextInputToolbar size="small">
            <LevelSelect size="small" />
            <FormatButtons size="small" />
            <ListButtons size="small" />
            <LinkButtons size="small" />
            <QuoteButtons size="small" />
            <ClearButtons size="small" />
          </RichTextInputToolbar>
        )
      }
      sx={{ '& .ProseMirror': { minHeight: 240 }, '& .ProseMirror h1, & .ProseMirror h2': { fontSize: '1.5rem' } }}
    />
  );
}
