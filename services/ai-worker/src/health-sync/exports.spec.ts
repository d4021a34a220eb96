import { buildCsv, csvField } from './csv-export';
import { buildFhirBundle } from './fhir-bundle';

const at = new Date('2026-11-20T08:30:00Z');
const food = [
  {
    id: 'f1',
    foodName: 'Oatmeal, "steel cut"',
    mealType: 'breakfast',
    calories: 150.4,
    protein: 5.04,
    carbs: 27,
    fat: 2.5,
    sugars: 1.04,
    createdAt: at,
  },
  {
    id: 'f2',
    foodName: 'Home-made stew',
    mealType: 'dinner',
    calories: 400,
    protein: 30,
    carbs: 20,
    fat: 15,
    sugars: null,
    createdAt: new Date('2026-11-20T19:00:00Z'),
  },
];
const exercise = [
  {
    id: 'e1',
    name: 'Neck stretch',
    exerciseType: 'ergonomic',
    duration: 2,
    intensity: 'low',
    caloriesBurned: 6,
    createdAt: new Date('2026-11-20T07:00:00Z'),
  },
];

describe('FHIR R4 bundle', () => {
  it('holds one Observation per entry with LOINC codes and UCUM units', () => {
    const b = buildFhirBundle('u1', food, exercise, new Date('2026-11-21T00:00:00Z'));
    expect(b).toMatchObject({
      resourceType: 'Bundle',
      type: 'collection',
      timestamp: '2026-11-21T00:00:00.000Z',
      total: 3,
    });
    expect(b.entry[0]).toMatchObject({
      fullUrl: 'urn:uuid:f1',
      resource: {
        resourceType: 'Observation',
        status: 'final',
        subject: { reference: 'Patient/u1' },
        effectiveDateTime: '2026-11-20T08:30:00.000Z',
        valueQuantity: { value: 150, code: 'kcal' },
      },
    });
    expect(b.entry[0]!.resource.component.map((c) => [c.code.text, c.valueQuantity.value])).toEqual([
      ['Protein intake', 5],
      ['Carbohydrate intake', 27],
      ['Fat intake', 2.5],
      ['Sugars intake', 1],
    ]);
    // Unknown sugars are left out, not sent as 0.
    expect(b.entry[1]!.resource.component.map((c) => c.code.text)).toEqual([
      'Protein intake',
      'Carbohydrate intake',
      'Fat intake',
    ]);
    expect(b.entry[2]!.resource).toMatchObject({
      category: [{ coding: [{ code: 'activity' }] }],
      code: { coding: [{ code: '41981-2' }] },
      component: [{ valueQuantity: { value: 2, code: 'min' } }],
    });
  });
});

describe('CSV export', () => {
  it('quotes per RFC 4180 and orders rows by time', () => {
    expect(buildCsv(food, exercise).split('\r\n')).toEqual([
      'type,date,name,meal_or_activity,calories,protein_g,carbs_g,fat_g,sugars_g,duration_min,intensity',
      'exercise,2026-11-20T07:00:00.000Z,Neck stretch,ergonomic,6,,,,,2,low',
      'nutrition,2026-11-20T08:30:00.000Z,"Oatmeal, ""steel cut""",breakfast,150.4,5.04,27,2.5,1.04,,',
      'nutrition,2026-11-20T19:00:00.000Z,Home-made stew,dinner,400,30,20,15,,,',
      '',
    ]);
  });

  it('neutralises what a spreadsheet would run as a formula', () => {
    expect(csvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvField('+1')).toBe(`"'+1"`);
    expect(csvField(-3)).toBe('-3');
  });
});
