import type { Resolvers } from '../../generated/resolvers-types';
import { Brand } from './resolvers/Brand';
import { brandLogos } from './resolvers/Query/brandLogos';
import { contactInfo } from './resolvers/Query/contactInfo';
import { contactLinks } from './resolvers/Query/contactLinks';
import { content } from './resolvers/Query/content';
import { home } from './resolvers/Query/home';
import { socialLinks } from './resolvers/Query/socialLinks';
import { staff } from './resolvers/Query/staff';

export const siteResolvers: Resolvers = {
  Query: { staff, contactInfo, contactLinks, socialLinks, brandLogos, content, home },
  Brand,
};
