import type { QueryResolvers } from '../../../../generated/resolvers-types';
import { measureOptionTables } from '../../measures';

const TABLES = measureOptionTables();

export const measureOptions: NonNullable<QueryResolvers['measureOptions']> = () => TABLES;
