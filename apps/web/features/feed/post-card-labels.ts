import type { Locale } from '@lp/contract/locale';
import { messageIn } from '@lp/contract/message-locale';
import { getLocale, getTranslations } from 'next-intl/server';
import type { PostCardLabels } from './components/post-card';

/**
 * A post card's words in the page's language, made on the server and passed down as props: the
 * feed and search results are public pages, so their first load brings no message namespace.
 */
export async function postCardLabels(): Promise<PostCardLabels> {
  const [t, locale] = await Promise.all([getTranslations('feed.card'), getLocale() as Promise<Locale>]);
  return {
    locale,
    edited: t('edited'),
    edit: t('edit'),
    delete: t('delete'),
    confirmDelete: t('confirmDelete'),
    like: t('like'),
    liked: t('liked'),
    comments: t('comments'),
    save: t('save'),
    saved: t('saved'),
    picture: t('picture'),
    deletedUser: t('deletedUser'),
    editPost: t('editPost'),
    saveChanges: t('saveChanges'),
    cancel: t('cancel'),
    loadingComments: t('loadingComments'),
    writeComment: t('writeComment'),
    editComment: t('editComment'),
    saveComment: t('saveComment'),
    comment: t('comment'),
    noComments: messageIn(locale, 'noComments'),
    signInToAct: messageIn(locale, 'notSignedIn'),
    failed: messageIn(locale, 'default'),
  };
}
