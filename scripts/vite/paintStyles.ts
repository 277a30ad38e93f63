import type { Plugin } from 'vite';

/** The meta element of index.html that names the conversation's stylesheets (read by sw/conversationPaint.ts). */
export const PAINT_STYLES_META = 'conversation-paint-styles';

interface ChunkLike {
  type: 'chunk';
  isEntry: boolean;
  facadeModuleId: string | null;
  imports: string[];
  viteMetadata?: { importedCss: Set<string> };
}

/**
 * Decision 201: the service worker paints a conversation opened from a notification before the app
 * starts. The conversation screen's stylesheets are hashed files of its own chunks; this names them in
 * index.html (a meta element: no stylesheet is loaded on other routes), so the worker links exactly
 * the build's files in the page it paints. The entry's stylesheet is in index.html already.
 */
export function paintStyles({ screen }: { screen: string }): Plugin {
  return {
    name: 'flirtwave-paint-styles',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle;
        if (!bundle) return html;
        const chunks = new Map<string, ChunkLike>();
        for (const [file, item] of Object.entries(bundle)) if (item.type === 'chunk') chunks.set(file, item);
        const start = [...chunks.entries()].find(([, chunk]) => chunk.facadeModuleId?.replaceAll('\\', '/').endsWith(screen));
        if (!start) throw new Error(`paintStyles: no chunk of ${screen} in the build`);
        const css = new Set<string>();
        const seen = new Set<string>();
        const visit = (file: string) => {
          const chunk = chunks.get(file);
          if (!chunk || seen.has(file) || chunk.isEntry) return;
          seen.add(file);
          for (const sheet of chunk.viteMetadata?.importedCss ?? []) css.add(`/${sheet}`);
          for (const imported of chunk.imports) visit(imported);
        };
        visit(start[0]);
        if (css.size === 0) throw new Error(`paintStyles: the chunks of ${screen} import no stylesheet`);
        return {
          html,
          tags: [{ tag: 'meta', attrs: { name: PAINT_STYLES_META, content: [...css].join(' ') }, injectTo: 'head' }],
        };
      },
    },
  };
}
