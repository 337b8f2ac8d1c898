/** 'Statystyki' (lazy route chunk, with the chart package). */
export { StatisticsPage } from './components/statistics-page.js';
