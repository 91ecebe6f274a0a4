import { defineElement } from '../../elements/define.ts';
import { GsNews } from './GsNews.ts';

export { GsNews };
export { latestNews, newsPerView, newsWindow } from './newsWindow.ts';
export const gsNews = 'gs-news';
defineElement(gsNews, GsNews);

declare global {
  interface HTMLElementTagNameMap {
    'gs-news': GsNews;
  }
}
