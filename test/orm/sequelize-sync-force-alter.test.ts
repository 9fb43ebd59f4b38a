import { DataTypes, Op, Sequelize, type Model, type ModelStatic } from 'sequelize';
import { afterAll, describe, expect } from 'vitest';
import { mustHold } from './must-hold.js';
import { startOrmTarget } from './orm-target.js';

/**
 * Sequelize `sync({ force: true })` then `sync({ alter: true })` (twice) on models with ENUM,
 * JSONB and ARRAY columns, a partial index with an IN list, an expression-free unique index
 * and foreign keys both ways (a cycle and a self-reference): each alter rebuilds tables whose
 * checks, indexes and keys must come back.
 */

const target = await startOrmTarget();
const sequelize = target ? new Sequelize(target.url, { logging: process.env['SEQ_LOG'] ? console.log : false, timezone: '+00:00', pool: { max: 2 } }) : undefined;
afterAll(async () => { await sequelize?.close(); await target?.stop(); });

interface Models { Team: ModelStatic<Model>; Player: ModelStatic<Model> }

function define(): Models {
  const s = sequelize!;
  const Team = s.define('Team', {
    id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
    name: { type: DataTypes.STRING(60), allowNull: false, unique: true },
    level: { type: DataTypes.ENUM('amateur', 'pro'), allowNull: false, defaultValue: 'amateur' },
    colours: { type: DataTypes.ARRAY(DataTypes.STRING) },
    settings: { type: DataTypes.JSONB, defaultValue: {} },
  }, { tableName: 'teams', underscored: true, timestamps: false });
  const Player = s.define('Player', {
    id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
    name: { type: DataTypes.STRING(60), allowNull: false },
    position: { type: DataTypes.ENUM('goal', 'field', 'bench'), allowNull: false },
    scores: { type: DataTypes.ARRAY(DataTypes.INTEGER), defaultValue: [] },
    stats: { type: DataTypes.JSONB },
  }, {
    tableName: 'players', underscored: true, timestamps: false,
    indexes: [
      { name: 'players_active', fields: ['name'], where: { position: ['goal', 'field'] } },
      { name: 'players_team_name', unique: true, fields: ['team_id', 'name'] },
    ],
  });
  Team.hasMany(Player, { foreignKey: 'teamId', onDelete: 'CASCADE' });
  Player.belongsTo(Team, { foreignKey: 'teamId' });
  Team.belongsTo(Player, { as: 'captain', foreignKey: 'captainId', constraints: true, onDelete: 'SET NULL' });
  Player.belongsTo(Player, { as: 'mentor', foreignKey: 'mentorId' });
  return { Team, Player };
}

const models = sequelize ? define() : undefined;

async function sqlstate(p: Promise<unknown>): Promise<string | undefined> {
  try {
    await p;
    return undefined;
  } catch (err) {
    return (err as { parent?: { code?: string } }).parent?.code;
  }
}

function expectFileOk(): void {
  const check = target?.checkFile();
  if (check) expect(check).toEqual({ integrity: 'ok', foreignKeys: [] });
}

async function seed(): Promise<void> {
  const { Team, Player } = models!;
  const team = await Team.create({ name: 'Owls', level: 'pro', colours: ['red', 'white'], settings: { home: 'north' } });
  const keeper = await Player.create({ name: 'Kim', position: 'goal', scores: [1, 2], stats: { saves: 3 }, teamId: team.get('id') });
  await Player.create({ name: 'Lee', position: 'field', teamId: team.get('id'), mentorId: keeper.get('id') });
  await team.update({ captainId: keeper.get('id') });
}

async function snapshot(): Promise<unknown> {
  const { Team, Player } = models!;
  const team = await Team.findOne({ where: { name: 'Owls' }, include: [{ model: Player }, { model: Player, as: 'captain' }], order: [[Player, 'id', 'ASC']] });
  const j = team!.toJSON() as { level: string; colours: string[]; settings: unknown; captain: { name: string }; Players: { name: string; position: string; scores: number[]; mentorId: number | null }[] };
  return [j.level, j.colours, j.settings, j.captain.name, j.Players.map((p) => [p.name, p.position, p.scores, p.mentorId !== null])];
}

const expected = ['pro', ['red', 'white'], { home: 'north' }, 'Kim', [['Kim', 'goal', [1, 2], false], ['Lee', 'field', [], true]]];

describe.skipIf(target === null)('orm: Sequelize sync({ force }) and sync({ alter }) with ENUM, JSONB, ARRAY, indexes and FKs', () => {
  mustHold('sequelize-force-alter-1 sync({ force: true }) creates the schema; rows round-trip', async () => {
    await sequelize!.sync({ force: true });
    await seed();
    expect(await snapshot()).toEqual(expected);
    expectFileOk();
  });

  mustHold('sequelize-force-alter-2 sync({ alter: true }) twice keeps data, enums, indexes and keys', async () => {
    await sequelize!.sync({ alter: true });
    await sequelize!.sync({ alter: true });
    expect(await snapshot()).toEqual(expected);
    const { Team, Player } = models!;
    const team = await Team.findOne({ where: { name: 'Owls' } });
    expect(await sqlstate(Player.create({ name: 'Kim', position: 'bench', teamId: team!.get('id') }))).toBe('23505');
    expect(await sqlstate(Player.create({ name: 'Max', position: 'bench', teamId: 999 }))).toBe('23503');
    expect(await sqlstate(sequelize!.query("INSERT INTO players (name, position) VALUES ('Zed', 'coach')"))).toBe('22P02');
    const active = await Player.findAll({ where: { position: { [Op.in]: ['goal', 'field'] } }, order: [['name', 'ASC']] });
    expect(active.map((p) => p.get('name'))).toEqual(['Kim', 'Lee']);
    expectFileOk();
  });

  mustHold('sequelize-force-alter-3 deleting the captain sets the team captain NULL; deleting the team cascades', async () => {
    const { Team, Player } = models!;
    await Player.update({ mentorId: null }, { where: {} });
    await Player.destroy({ where: { name: 'Kim' } });
    expect((await Team.findOne({ where: { name: 'Owls' } }))!.get('captainId')).toBeNull();
    await Team.destroy({ where: { name: 'Owls' } });
    expect(await Player.count()).toBe(0);
    expectFileOk();
  });

  mustHold('sequelize-force-alter-4 sync({ force: true }) again drops and re-creates the cycle', async () => {
    await sequelize!.sync({ force: true });
    await seed();
    expect(await snapshot()).toEqual(expected);
    expectFileOk();
  });
});
