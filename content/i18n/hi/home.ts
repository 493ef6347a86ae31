/** Hindi edition of the home page: its words are content/pages/hi/home.yaml. */
import { homeIn, type HomeContent } from '@/content/home';

export const home: HomeContent = homeIn('hi');
