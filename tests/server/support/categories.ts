/** Categories as a suite's set-up makes them. */
import type { Category } from '../../../src/shared/catalogueSchemas';
import { bodyOf, type TestEnvironment } from './environment';

/** A category the admin adds, under `parent` when one is given. */
export const addCategory = async (env: TestEnvironment, name: string, parent?: Category): Promise<Category> =>
  bodyOf(await env.api.addCategory({ as: env.admin, body: { name, parentId: parent?._id } }));
