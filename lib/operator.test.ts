import fixture from '@/config/operator.fixture.json';

/** lib/operator as a fresh module under the given env, with content/operator.json replaced by `file`. */
function load(env: { OPERATOR_JSON?: string; OPERATOR_FILE?: string }, file: unknown) {
  const saved = { OPERATOR_JSON: process.env.OPERATOR_JSON, OPERATOR_FILE: process.env.OPERATOR_FILE };
  let mod: typeof import('@/lib/operator') | undefined;
  try {
    for (const k of ['OPERATOR_JSON', 'OPERATOR_FILE'] as const) {
      if (env[k] === undefined) delete process.env[k];
      else process.env[k] = env[k];
    }
    jest.isolateModules(() => {
      jest.doMock('@/content/operator.json', () => file);
      mod = jest.requireActual<typeof import('@/lib/operator')>('@/lib/operator');
    });
  } finally {
    for (const k of ['OPERATOR_JSON', 'OPERATOR_FILE'] as const) {
      if (saved[k] === undefined) delete process.env[k];
      else process.env[k] = saved[k];
    }
  }
  return mod!;
}

describe('lib/operator', () => {
  const settings = { ...fixture, company: { ...fixture.company, name: 'Settings File Consultants' } };

  it('reads content/operator.json and names it in messages', () => {
    const { operator, operatorSourceFile } = load({}, settings);
    expect(operator.company.name).toBe('Settings File Consultants');
    expect(operatorSourceFile).toBe('content/operator.json');
  });

  it('uses the complete set from OPERATOR_FILE (passed on as OPERATOR_JSON) instead, and names that file', () => {
    const { operator, operatorSourceFile } = load({ OPERATOR_JSON: JSON.stringify(fixture), OPERATOR_FILE: 'config/operator.fixture.json' }, settings);
    expect(operator).toEqual(fixture);
    expect(operatorSourceFile).toBe('config/operator.fixture.json');
  });
});
