import { RemoteView, type RemoteViewReply, selectLanguage, useTranslation } from '@host/sdk';
import { useSelector } from 'react-redux';
import { NavLink } from 'react-router-dom';
import { useInfoPath } from './useInfoPath.ts';
import { useOpenImage } from './useOpenImage.ts';

/** Text glyphs rather than emoji: they render the same on every system font. */
const ICONS: Readonly<Record<string, string>> = { book: '§', football: '●', casino: '♠', shield: '◆', coins: '¤' };

function RulesTags({ reply }: { reply: RemoteViewReply }) {
  const lang = useSelector(selectLanguage);
  const { t } = useTranslation('info');
  return (
    <nav className="rules-tags" aria-label={t('rules_sections')}>
      {(reply.tags ?? []).map((tag) => (
        <NavLink key={tag.menu_key} className="rules-tags__tag" to={`/${lang}/information/rules/${encodeURIComponent(tag.prop_link)}`} data-menu-key={tag.menu_key}>
          <span aria-hidden="true">{ICONS[tag.icon] ?? '•'}</span> {tag.dict_key}
        </NavLink>
      ))}
    </nav>
  );
}

/** The rules menu is the information app's `tags` component: its reply carries the tags only when asked. */
const RULES_COMPONENTS = ['tags'] as const;

/** Rules: tag sub-paths (`rules/{group}/{chapter}`) and `#position` anchors for sub-rules, rendered by the server. */
export default function RulesPage() {
  return (
    <RemoteView
      className="info-page rules-page"
      path={useInfoPath()}
      components={RULES_COMPONENTS}
      header={(reply) => <RulesTags reply={reply} />}
      onContentClick={useOpenImage()}
    />
  );
}
