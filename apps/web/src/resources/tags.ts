import { tagLabels } from '@navgan/domain/resources/tag';
import { simpleDefinition } from '../lib/resource/simple-definition';

/** Vehicle tags (spec: tags/list, add, edit/{id}, view/{id}): a simple resource of the manifest. */
export const tags = simpleDefinition('tags', tagLabels);
