'use client';

import Image from '@tiptap/extension-image';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { App, Button, Input, Popover, Space } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { api } from '@/api';
import { LINK_PATTERN } from '@/lib/ops-content';
import { sanitizeHtml } from '@/lib/rich-text';
import styles from './content.module.css';

const IMAGE_TYPES = ['image/png', 'image/jpeg'];

interface Props {
  id?: string;
  value?: string;
  onChange?: (html: string) => void;
  'aria-label'?: string;
}

/**
 * The article body editor (tiptap): headings, bold, lists, links and uploaded images. What it
 * holds goes through the one allow-list of lib/rich-text, here, on save and on every page that
 * shows it, so a paste cannot smuggle scripts or styles in.
 */
export function ArticleEditor({ id, value, onChange, ...rest }: Props) {
  const { message } = App.useApp();
  const file = useRef<HTMLInputElement>(null);
  const [linkOpen, setLinkOpen] = useState(false);
  const [href, setHref] = useState('');
  const [linkError, setLinkError] = useState<string | null>(null);
  const last = useRef(value ?? '');

  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        link: { openOnClick: false, autolink: false },
        code: false,
        codeBlock: false,
        horizontalRule: false,
      }),
      Image,
    ],
    content: sanitizeHtml(value ?? ''),
    // Rendered in the browser only: the server has no document to measure.
    immediatelyRender: false,
    editorProps: {
      attributes: {
        ...(id ? { id } : {}),
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': rest['aria-label'] ?? '正文',
      },
      transformPastedHTML: (html) => sanitizeHtml(html),
    },
    onUpdate: ({ editor: e }) => {
      const html = e.isEmpty ? '' : e.getHTML();
      last.current = html;
      onChange?.(html);
    },
  });

  // A value set from outside (the drawer opening another article) replaces the content.
  useEffect(() => {
    if (!editor || (value ?? '') === last.current) return;
    last.current = value ?? '';
    editor.commands.setContent(sanitizeHtml(value ?? ''), { emitUpdate: false });
  }, [editor, value]);

  const active = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      h2: e?.isActive('heading', { level: 2 }) ?? false,
      h3: e?.isActive('heading', { level: 3 }) ?? false,
      bold: e?.isActive('bold') ?? false,
      bullet: e?.isActive('bulletList') ?? false,
      ordered: e?.isActive('orderedList') ?? false,
      link: e?.isActive('link') ?? false,
    }),
  });

  const upload = async (picked: File | undefined) => {
    if (!picked || !editor) return;
    if (!IMAGE_TYPES.includes(picked.type)) {
      void message.error('图片须为 png 或 jpg 文件');
      return;
    }
    try {
      const form = new FormData();
      form.append('file', picked);
      const { fileUrl } = await api.publicUpload(form);
      editor
        .chain()
        .focus()
        .setImage({ src: fileUrl, alt: picked.name.replace(/\.\w+$/, '') })
        .run();
    } catch {
      // The request layer has shown the server's message.
    } finally {
      if (file.current) file.current.value = '';
    }
  };

  const applyLink = () => {
    if (!editor) return;
    const target = href.trim();
    if (!target) {
      editor.chain().focus().extendMarkRange('link').unsetLink().run();
    } else if (!LINK_PATTERN.test(target)) {
      setLinkError('链接须以 / 或 http(s):// 开头');
      return;
    } else {
      editor.chain().focus().extendMarkRange('link').setLink({ href: target }).run();
    }
    setLinkOpen(false);
  };

  const tool = (text: string, label: string, pressed: boolean, run: () => void) => (
    <Button
      size="small"
      aria-label={label}
      title={label}
      aria-pressed={pressed}
      disabled={!editor}
      onMouseDown={(e) => e.preventDefault()}
      onClick={run}
    >
      {text}
    </Button>
  );

  const chain = () => editor!.chain().focus();

  return (
    <div className={styles.editor}>
      <div role="toolbar" aria-label="正文格式" className={styles.editorTools}>
        {tool('H2', '二级标题', !!active?.h2, () => chain().toggleHeading({ level: 2 }).run())}
        {tool('H3', '三级标题', !!active?.h3, () => chain().toggleHeading({ level: 3 }).run())}
        {tool('B', '加粗', !!active?.bold, () => chain().toggleBold().run())}
        {tool('•', '项目符号列表', !!active?.bullet, () => chain().toggleBulletList().run())}
        {tool('1.', '编号列表', !!active?.ordered, () => chain().toggleOrderedList().run())}
        <Popover
          open={linkOpen}
          onOpenChange={(open) => {
            setLinkOpen(open);
            setLinkError(null);
            if (open) setHref((editor?.getAttributes('link').href as string | undefined) ?? '');
          }}
          trigger="click"
          content={
            <Space direction="vertical">
              <Input
                aria-label="链接地址"
                placeholder="/product 或 https://…"
                maxLength={500}
                value={href}
                status={linkError ? 'error' : undefined}
                onChange={(e) => setHref(e.target.value)}
                onPressEnter={applyLink}
              />
              {linkError ? <span role="alert">{linkError}</span> : null}
              <Button size="small" type="primary" onClick={applyLink}>
                确定
              </Button>
            </Space>
          }
        >
          <Button size="small" aria-label="链接" title="链接" aria-pressed={!!active?.link}>
            链接
          </Button>
        </Popover>
        <Button
          size="small"
          aria-label="插入图片"
          title="插入图片"
          disabled={!editor}
          onClick={() => file.current?.click()}
        >
          图片
        </Button>
        <input
          ref={file}
          type="file"
          accept="image/png,image/jpeg"
          hidden
          aria-hidden="true"
          tabIndex={-1}
          onChange={(e) => void upload(e.target.files?.[0])}
        />
      </div>
      <EditorContent editor={editor} className={styles.editorBox} />
    </div>
  );
}
