import { parseCardFile, type CardTemplate } from './engine.js';

/** Cards written out for the tester's unit tests (the same text as the files in cards/). */
const TEXTS: Readonly<Record<string, string>> = {
  elves: 'name Llanowar Elves\ncost {G}\ntype creature - elf druid\npt 1/1\ntext {T}: Add {G}.',
  shock: 'name Shock\ncost {R}\ntype instant\ntext Shock deals 2 damage to any target.',
  bears: 'name Grizzly Bears\ncost {1}{G}\ntype creature - bear\npt 2/2',
  angel: 'name Serra Angel\ncost {3}{W}{W}\ntype creature - angel\npt 4/4\ntext Flying, vigilance',
  spider: 'name Canopy Spider\ncost {1}{G}\ntype creature - spider\npt 1/3\ntext Reach',
  skeletons:
    'name Drudge Skeletons\ncost {1}{B}\ntype creature - skeleton\npt 1/1\ntext {B}: Regenerate Drudge Skeletons.',
  eviscerate: 'name Eviscerate\ncost {3}{B}\ntype sorcery\ntext Destroy target creature.',
  mountain: 'name Mountain\nsuper basic\ntype land - mountain',
  unsummonMine: "name Retreat\ncost {U}\ntype instant\ntext Return a creature you control to its owner's hand.",
  birds:
    'name Birds of Paradise\ncost {G}\ntype creature - bird\npt 0/1\ntext Flying\ntext {T}: Add one mana of any color.',
  warrior:
    'name Sandstone Warrior\ncost {2}{R}{R}\ntype creature - human soldier warrior\npt 1/3\ntext First strike\ntext {R}: Sandstone Warrior gets +1/+0 until end of turn.',
  // A line no grammar will ever read, for the tester's "not understood" paths.
  dreamer: 'name Odd Dreamer\ncost {1}{U}\ntype creature - shapeshifter\npt 0/3\ntext {2}: ~ dreams of the sea.',
  bonds:
    "name Luminous Bonds\ncost {2}{W}\ntype enchantment - aura\ntext Enchant creature\ntext Enchanted creature can't attack or block.",
  twincast:
    'name Twincast\ncost {U}{U}\ntype instant\ntext Copy target instant or sorcery spell. You may choose new targets for the copy.',
  growth: 'name Giant Growth\ncost {G}\ntype instant\ntext Target creature gets +3/+3 until end of turn.',
  brawler:
    'name Hooded Brawler\ncost {2}{G}\ntype creature - naga warrior\npt 3/2\ntext You may exert ~ as it attacks. When you do, it gets +2/+2 until end of turn.',
  ants: "name Release the Ants\ncost {1}{R}\ntype instant\ntext ~ deals 1 damage to any target. Clash with an opponent. If you win, return ~ to its owner's hand.",
  branchwalker:
    'name Merfolk Branchwalker\ncost {1}{G}\ntype creature - merfolk scout\npt 2/1\ntext When ~ enters the battlefield, it explores.',
  riot: 'name Zhur-Taa Goblin\ncost {R}{G}\ntype creature - goblin berserker\npt 2/2\ntext Riot',
  devour: 'name Gorger Wurm\ncost {3}{R}{G}\ntype creature - wurm\npt 5/5\ntext Devour 1',
  tribute:
    "name Pharagax Giant\ncost {4}{R}\ntype creature - giant\npt 3/3\ntext Tribute 2\ntext When ~ enters the battlefield, if tribute wasn't paid, ~ deals 5 damage to each opponent.",
  rats: 'name Typhoid Rats\ncost {B}\ntype creature - rat\npt 1/1\ntext Deathtouch',
  blaze: 'name Blaze\ncost {X}{R}\ntype sorcery\ntext Blaze deals X damage to any target.',
  floodwaters:
    "name Floodwaters\ncost {4}{U}{U}\ntype sorcery\ntext Return up to two target creatures to their owners' hands.",
  energyArc:
    'name Energy Arc\ncost {W}{U}\ntype instant\ntext Untap any number of target creatures. Prevent all combat damage that would be dealt to and dealt by those creatures this turn.',
  icyBlast: 'name Icy Blast\ncost {X}{U}\ntype instant\ntext Tap X target creatures.',
  kavu: 'name Flametongue Kavu\ncost {3}{R}\ntype creature - kavu\npt 4/2\ntext When ~ enters the battlefield, it deals 4 damage to target creature.',
  sprite:
    'name Prying Sprite\ncost {U}\ntype creature - faerie\npt 1/1\ntext When ~ enters the battlefield, you may draw a card.',
  tapper:
    'name Hushing Sprite\ncost {U}\ntype creature - faerie\npt 1/1\ntext When ~ enters the battlefield, tap up to one target creature.',
  justiciar:
    'name Azorius Justiciar\ncost {2}{W}{W}\ntype creature - human wizard\npt 2/2\ntext When ~ enters the battlefield, detain up to two target creatures your opponents control.',
  rot: 'name Mind Rot\ncost {2}{B}\ntype sorcery\ntext Target player discards two cards.',
  gift: "name Alchemist's Gift\ncost {B}\ntype instant\ntext Target creature gets +1/+1 and gains your choice of deathtouch or lifelink until end of turn.",
  glider:
    'name Helica Glider\ncost {2}{W}\ntype creature - nightmare squirrel\npt 2/2\ntext ~ enters the battlefield with your choice of a flying counter or a first strike counter on it.',
  plea: 'name Plea for Power\ncost {3}{U}\ntype sorcery\ntext Will of the council — Starting with you, each player votes for time or knowledge. If time gets more votes, take an extra turn after this one. If knowledge gets more votes or the vote is tied, draw three cards.',
  browbeat:
    'name Browbeat\ncost {2}{R}\ntype sorcery\ntext Any player may have ~ deal 5 damage to them. If no one does, target player draws three cards.',
  wayfinder:
    'name Jungle Wayfinder\ncost {2}{G}\ntype creature - elf warrior\npt 3/3\ntext When ~ enters the battlefield, each player may search their library for a basic land card, reveal it, put it into their hand, then shuffle their library.',
  blast:
    'name Blue Elemental Blast\ncost {U}\ntype instant\ntext Choose one —\ntext • Counter target red spell.\ntext • Destroy target red permanent.',
  takedown:
    'name Artful Takedown\ncost {2}{U}{B}\ntype instant\ntext Choose one or both —\ntext • Tap target creature.\ntext • Target creature gets -2/-4 until end of turn.',
  knight:
    'name Knight of Autumn\ncost {1}{G}{W}\ntype creature - dryad knight\npt 2/1\ntext When ~ enters the battlefield, choose one —\ntext • Put two +1/+1 counters on ~.\ntext • Destroy target artifact or enchantment.\ntext • You gain 4 life.',
  hydra:
    'name Feral Hydra\ncost {X}{G}\ntype creature - hydra beast\npt 0/0\ntext {3}: Put a +1/+1 counter on ~. Any player may activate this ability.',
  satyr:
    'name Willow Satyr\ncost {2}{G}{G}\ntype creature - satyr\npt 1/1\ntext You may choose not to untap ~ during your untap step.',
  orb: 'name Zuran Orb\ncost {0}\ntype artifact\ntext Sacrifice a land: You gain 2 life.',
  stoke: 'name Stoke the Flames\ncost {2}{R}{R}\ntype instant\ntext Convoke\ntext ~ deals 4 damage to any target.',
  cruise: 'name Treasure Cruise\ncost {7}{U}\ntype sorcery\ntext Delve\ntext Draw three cards.',
  current: 'name Direct Current\ncost {1}{R}{R}\ntype sorcery\ntext ~ deals 2 damage to any target.\ntext Jump-start',
  riftbolt: 'name Rift Bolt\ncost {2}{R}\ntype sorcery\ntext ~ deals 3 damage to any target.\ntext Suspend 1—{R}',
  huddle:
    "name Huddle Up\ncost {2}{U}\ntype sorcery\ntext Assist (Another player can pay up to {2} of ~'s cost.)\ntext Draw a card.",
  wearTear:
    'layout split\nface Wear\ncost {1}{R}\ntype instant\ntext Destroy target artifact.\ntext Fuse\nface Tear\ncost {W}\ntype instant\ntext Destroy target enchantment.\ntext Fuse',
  consign:
    "layout aftermath\nface Consign\ncost {1}{U}\ntype instant\ntext Return target nonland permanent to its owner's hand.\nface Oblivion\ncost {4}{B}\ntype sorcery\ntext Aftermath\ntext Target opponent discards two cards.",
  crusade: 'name Crusade\ncost {W}{W}\ntype enchantment\ntext White creatures get +1/+1.',
  trail: 'name Burn Trail\ncost {3}{R}\ntype sorcery\ntext ~ deals 3 damage to any target.\ntext Conspire',
  raider: 'name Goblin Sky Raider\ncost {2}{R}\ntype creature - goblin warrior\npt 1/2\ntext Flying',
  engineer: 'name Reverse Engineer\ncost {3}{U}{U}\ntype sorcery\ntext Improvise\ntext Draw three cards.',
  searing:
    'name Searing Touch\ncost {R}\ntype instant\ntext Buyback {4} (You may pay an additional {4} as you cast this spell. If you do, put this card into your hand as it resolves.)\ntext ~ deals 1 damage to any target.',
  crash:
    "name Crash\ncost {2}{R}\ntype instant\ntext You may sacrifice a Mountain rather than pay ~'s mana cost.\ntext Destroy target artifact.",
  mulldrifter:
    'name Mulldrifter\ncost {4}{U}\ntype creature - elemental\npt 2/2\ntext Flying\ntext When ~ enters the battlefield, draw two cards.\ntext Evoke {2}{U}',
  grudge:
    'name Ancient Grudge\ncost {1}{R}\ntype instant\ntext Destroy target artifact.\ntext Flashback {G} (You may cast this card from your graveyard for its flashback cost. Then exile it.)',
  reassembling:
    'name Reassembling Skeleton\ncost {1}{B}\ntype creature - skeleton warrior\npt 1/1\ntext {1}{B}: Return ~ from your graveyard to the battlefield tapped.',
  tusker:
    'name Krosan Tusker\ncost {5}{G}{G}\ntype creature - boar beast\npt 6/5\ntext Cycling {2}{G} ({2}{G}, Discard this card: Draw a card.)',
  sunscape:
    'name Sunscape Battlemage\ncost {2}{W}\ntype creature - human wizard\npt 2/2\ntext Kicker {1}{G} and/or {2}{U}\ntext When ~ enters the battlefield, if it was kicked with its {1}{G} kicker, destroy target creature with flying.\ntext When ~ enters the battlefield, if it was kicked with its {2}{U} kicker, draw two cards.',
  mosquito:
    'name Heartstabber Mosquito\ncost {3}{B}\ntype creature - insect\npt 2/2\ntext Kicker {2}{B} (You may pay an additional {2}{B} as you cast this spell.)\ntext Flying',
  statuary:
    "name Dread Statuary\ntype land\ntext {T}: Add {C}.\ntext {4}: ~ becomes a 4/2 Golem artifact creature until end of turn. It's still a land.",
  duress:
    'name Duress\ncost {B}\ntype sorcery\ntext Target opponent reveals their hand. You choose a noncreature, nonland card from it. That player discards that card.',
  impulse:
    'name Impulse\ncost {1}{U}\ntype instant\ntext Look at the top four cards of your library. Put one of them into your hand and the rest on the bottom of your library in any order.',
  tutor:
    'name Demonic Tutor\ncost {1}{B}\ntype sorcery\ntext Search your library for a card and put that card into your hand. Then shuffle your library.',
  seek: 'name Seek the Bears\ncost {G}\ntype sorcery\ntext Search your library and/or graveyard for a card named Grizzly Bears, reveal it, and put it into your hand. If you search your library this way, shuffle it.',
  spurt:
    'name Growth Spurt\ncost {1}{G}\ntype instant\ntext Roll a six-sided die. Target creature gets +X/+X until end of turn, where X is the result.',
  verdict:
    "name Puppet's Verdict\ncost {1}{R}{R}\ntype instant\ntext Flip a coin. If you win the flip, destroy all creatures with power 2 or less. If you lose the flip, destroy all creatures with power 3 or greater.",
  prism:
    'name Prism Ring\ncost {1}\ntype artifact\ntext As ~ enters the battlefield, choose a color.\ntext Whenever you cast a spell of the chosen color, you gain 1 life.',
  runes:
    'name Mother of Runes\ncost {W}\ntype creature - human cleric\npt 1/1\ntext {T}: Target creature you control gains protection from the color of your choice until end of turn.',
  brave:
    'name Brave the Elements\ncost {W}\ntype instant\ntext Choose a color. White creatures you control gain protection from the chosen color until end of turn.',
  bonegnawer:
    'name Merrow Bonegnawer\ncost {B}\ntype creature - merfolk rogue\npt 1/1\ntext {T}: Target player exiles a card from their graveyard.',
  twiddle: 'name Twiddle\ncost {U}\ntype instant\ntext You may tap or untap target artifact, creature, or land.',
  alarm: 'name Raise the Alarm\ncost {1}{W}\ntype instant\ntext Create two 1/1 white Soldier creature tokens.',
};

export type TestCard = keyof typeof TEXTS;

export function card(key: string): CardTemplate {
  const text = TEXTS[key];
  const parsed = text === undefined ? null : parseCardFile(`${key}.card`, text);
  if (!parsed) throw new Error(`no test card ${key}`);
  return parsed.card;
}

export const allCards = (): CardTemplate[] => Object.keys(TEXTS).map(card);
