import { asc, eq } from 'drizzle-orm';
import { questionsForMunicipality, type Question } from '../../../core/questions';
import type { Db } from '../../db/client';
import { participatingMunicipalities } from '../../db/schema';
import {
  displayNames,
  getVisibleMunicipality,
  type MunicipalityRow,
} from '../../shared/municipality-lookup';

type Row = MunicipalityRow;

export interface PublicMunicipality {
  municipality_id: string;
  name: string;
  name_sv: string;
  is_custom: boolean;
}

export interface PublicMunicipalityDetail extends PublicMunicipality {
  questions: Question[];
}

function toPublic(row: Row): PublicMunicipality {
  return { municipality_id: row.municipalityId, ...displayNames(row), is_custom: row.isCustom };
}

export async function listPublicMunicipalities(db: Db): Promise<PublicMunicipality[]> {
  const rows = await db
    .select()
    .from(participatingMunicipalities)
    .where(eq(participatingMunicipalities.isHidden, false))
    .orderBy(asc(participatingMunicipalities.municipalityId));
  return rows.map(toPublic).sort((a, b) => a.name.localeCompare(b.name, 'fi'));
}

export async function getPublicMunicipality(db: Db, id: string): Promise<PublicMunicipalityDetail> {
  const row = await getVisibleMunicipality(db, id);
  return {
    ...toPublic(row),
    questions: questionsForMunicipality({
      question_weights: row.questionWeights,
      custom_questions: row.customQuestions,
    }),
  };
}
