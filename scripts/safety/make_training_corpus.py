#!/usr/bin/env python3
"""Builds Data/safety/training-corpus.jsonl: the labelled sentences the crisis classifier learns from.

Every line belongs to a *paraphrase family* (one situation, many wordings) so that cross-validation
can hold out whole families. Families are organised by the C-SSRS screener categories (passive_wish,
active_ideation, method, intent, plan, preparation, attempt, self_injury), distress, and the non-crisis
frames (other_person, past, negated, informational, idiom, benign). Wordings come from slot templates,
then chat spellings, typos and long messages wrapped around one risky sentence are derived from them.

Deterministic: a fixed seed and sorted output, so running it twice writes the same bytes.
Usage: python3 scripts/safety/make_training_corpus.py [out.jsonl]
Never copy texts from Tests/Fixtures/safety/ here: those sets measure, they never teach.
"""
import itertools, json, random, re, sys

SEED = 20261124
CAP = 36          # wordings kept per family before the derived variants
rng = random.Random(SEED)
families = []     # (family, label, category, lang, [texts])

def fam(name, label, category, lang, templates, cap=CAP, **slots):
    texts = []
    for template in templates:
        keys = re.findall(r"\{(\w+)\}", template)
        for combo in itertools.product(*[slots[k] for k in keys]):
            text = template
            for k, v in zip(keys, combo):
                text = text.replace("{" + k + "}", v, 1)
            texts.append(re.sub(r"\s+", " ", text).strip().replace(" ,", ",").replace(" .", "."))
    texts = sorted(set(texts))
    rng.shuffle(texts)
    families.append((name, label, category, lang, texts[:cap]))

C, D, S = "crisis", "caution", "safe"
# ------------------------------------------------------------------ English crisis
fam("en-passive-sleep", C, "passive_wish", "en",
    ["{pre}I {wish} I {could} fall asleep and never wake up{post}",
     "{pre}I {wish} I {could} just not wake up {when}{post}",
     "{pre}I {wish} my heart would just stop{post}"],
    pre=["", "Honestly, ", "Some days ", "Lately "], wish=["wish", "hope", "keep hoping"],
    could=["could", "would"], when=["tomorrow", "one morning", "in the morning"], post=[".", "", " and be done."])
fam("en-passive-gone", C, "passive_wish", "en",
    ["{pre}I {want} to not exist anymore{post}", "{pre}I'd {rather} not be alive{post}",
     "{pre}it would be a relief to {die} {how}{post}", "{pre}I {want} to just stop being here{post}",
     "{pre}being dead {seems} easier than this{post}"],
    pre=["", "honestly ", "sometimes "], want=["want", "just want", "would like"], rather=["rather", "honestly rather"],
    die=["die", "be gone", "stop living"], how=["in my sleep", "in an accident", "from some illness", ""],
    seems=["seems", "feels", "sounds"], post=[".", "", " tbh"])
fam("en-passive-accident", C, "passive_wish", "en",
    ["{pre}I {hope} {thing} {hits} me{post}", "{pre}I wouldn't mind if {thing} {hits} me{post}",
     "{pre}I keep wishing I'd get {ill} and not recover{post}"],
    pre=["", "Every day ", "On my walk home "], hope=["hope", "kind of hope", "secretly hope"],
    thing=["a car", "a bus", "a lorry", "something"], hits=["hits", "runs over", "takes out"],
    ill=["sick", "cancer", "something fatal"], post=[".", "", " so it would all be over."])
fam("en-passive-born", C, "passive_wish", "en",
    ["{pre}I {wish} I had never been born{post}", "{pre}I {wish} I could {vanish} for good{post}",
     "{pre}what's the point of being alive{post}", "{pre}I don't see the point in living anymore{post}"],
    pre=["", "Honestly ", "Most nights "], wish=["wish", "really wish"], vanish=["vanish", "disappear", "cease to exist"],
    post=[".", "", "?"])
fam("en-active-kill", C, "active_ideation", "en",
    ["{pre}I {keep} thinking about {act}{post}", "{pre}I {want} to {do}{post}", "{pre}I've been {think} {act} {time}{post}",
     "{pre}{act2} is all I think about{post}"],
    pre=["", "Honestly ", "I'll be straight: "], keep=["keep", "can't stop", "have been"],
    act=["killing myself", "ending my life", "taking my own life", "suicide", "ending it all"],
    want=["want", "really want", "just want"], do=["kill myself", "end my life", "end it", "die"],
    think=["thinking about", "considering", "planning on"], time=["lately", "every day", "a lot", "again"],
    act2=["Killing myself", "Ending it", "Dying"], post=[".", "", " and it scares me."])
fam("en-active-suicidal", C, "active_ideation", "en",
    ["{pre}I feel {adv} suicidal{post}", "{pre}I'm having suicidal thoughts {time}{post}",
     "{pre}the urge to {do} is {strong}{post}", "{pre}I can't fight the thoughts of {act} anymore{post}"],
    pre=["", "Tonight ", "Right now "], adv=["really", "so", "very", ""], time=["again", "all the time", "every night", ""],
    do=["die", "kill myself", "end it"], strong=["getting stronger", "overwhelming", "really bad tonight"],
    act=["dying", "ending it", "killing myself"], post=[".", "", "!"])
fam("en-active-slang", C, "active_ideation", "en",
    ["{pre}{thing}{post}"],
    pre=["", "fr ", "ngl ", "honestly "],
    thing=["i wanna kms", "want to unalive myself", "thinking bout unaliving", "i wanna end it", "i just wanna die",
           "ready to be done with life", "i want out of this life", "i'm gonna end myself", "suicide is looking good rn",
           "i wanna off myself", "want to delete myself permanently"],
    post=["", " lol not joking", " fr", " tbh"])
fam("en-method-pills", C, "method", "en",
    ["{pre}I {looked} how many {pills} it would take to {die}{post}",
     "{pre}I keep thinking about taking all my {pills}{post}",
     "{pre}I {looked} what dose of {drug} is lethal{post}"],
    pre=["", "Last night ", "Today "], looked=["looked up", "googled", "searched", "read up on"],
    pills=["pills", "tablets", "sleeping pills", "meds", "antidepressants"], die=["die", "not wake up", "be fatal"],
    drug=["paracetamol", "acetaminophen", "insulin", "my medication", "tylenol"], post=[".", ""])
fam("en-method-height", C, "method", "en",
    ["{pre}I keep thinking about jumping off {place}{post}", "{pre}I {looked} how high {place} is{post}",
     "{pre}I stood at the edge of {place} and thought about it{post}", "{pre}{place2} keeps calling me{post}"],
    pre=["", "Every day ", "Lately "], looked=["checked", "looked up", "measured"],
    place=["the bridge", "the roof", "the car park roof", "a cliff", "my balcony", "the top floor", "the overpass"],
    place2=["The bridge", "The edge of the roof", "The cliff path"], post=[".", ""])
fam("en-method-other", C, "method", "en",
    ["{pre}I think about {how}{post}", "{pre}I've been picturing {how}{post}", "{pre}I {know} how I would do it: {how}{post}"],
    pre=["", "Honestly ", "At night "], know=["know", "already know", "worked out"],
    how=["stepping in front of a train", "driving into a wall", "crashing my car on purpose", "hanging myself",
         "using my dad's gun", "drowning myself in the river", "cutting my wrists", "running the car in the garage",
         "swallowing everything in the cabinet", "walking into the sea"], post=[".", ""])
fam("en-intent", C, "intent", "en",
    ["{pre}I'm going to {do}{post}", "{pre}I've decided to {do}{post}", "{pre}I {will} {do}, {firm}{post}",
     "{pre}nothing will stop me from {doing}{post}"],
    pre=["", "This time ", "I mean it, "], do=["kill myself", "end my life", "do it", "go through with it", "end it"],
    will=["will", "am definitely going to"], firm=["I've made up my mind", "I'm sure", "it's decided", "no going back"],
    doing=["ending it", "doing it", "going through with it"], post=[".", "", "!"])
fam("en-intent-soon", C, "intent", "en",
    ["{pre}I won't be {here} {when}{post}", "{pre}you won't hear from me {when}{post}", "{pre}this is my last {thing}{post}",
     "{pre}I'm not going to be {here} much longer{post}"],
    pre=["", "Just so you know, ", "Honestly "], here=["here", "around", "alive"],
    when=["by next week", "after tonight", "by the weekend", "much longer", "next month"],
    thing=["week", "message", "night", "birthday"], post=[".", ""])
fam("en-plan-time", C, "plan", "en",
    ["{when} {pre}I'm going to {do}{post}", "{pre}I'm doing it {when2}{post}", "{pre}I've picked {day}{post}",
     "{pre}{when} I'll {do}{post}"],
    pre=["", "I've decided, "], when=["Tonight", "Tomorrow", "This weekend", "On Friday", "After they leave", "Once everyone is asleep",
                                     "When my shift ends", "After the funeral"],
    do=["take all the pills", "jump", "end it", "kill myself", "hang myself", "drive off the road", "do it"],
    when2=["tonight", "tomorrow night", "this weekend", "after my parents leave", "when I'm home alone", "on Sunday"],
    day=["a date", "the day", "Saturday", "next Tuesday", "the place and the time"], post=[".", ""])
fam("en-plan-place", C, "plan", "en",
    ["{pre}I know where I'll do it: {place}{post}", "{pre}I'm going to {place2} {when} to end it{post}",
     "{pre}I've worked out when and where{post}", "{pre}I have it all planned out{post}"],
    pre=["", "Honestly "], place=["the bridge", "the woods behind my house", "the train line", "the lake", "my car"],
    place2=["the bridge", "the tracks", "the cliffs", "the roof"], when=["tonight", "tomorrow", "this weekend", "later"],
    post=[".", ""])
fam("en-prep-acquire", C, "preparation", "en",
    ["{pre}I {bought} {means} {when}{post}", "{pre}{bought2} {means} {when}{post}", "{pre}I {bought} {means} and I know what it's for{post}"],
    pre=["", "So ", "Finally "], bought=["bought", "got", "picked up", "ordered", "purchased", "managed to get"],
    bought2=["Bought", "Got", "Picked up", "Ordered"],
    means=["a rope", "a gun", "a pistol", "a shotgun", "bullets", "a box of sleeping pills", "three packs of paracetamol",
           "a bag of charcoal", "razor blades", "a length of rope", "rat poison", "a handgun", "a hose for the exhaust"],
    when=["today", "yesterday", "this morning", "online", ""], post=[".", ""])
fam("en-prep-ready", C, "preparation", "en",
    ["{pre}I have {means} {ready}{post}", "{pre}I've got {means} {ready}{post}", "{pre}{means2} {ready} {where}{post}",
     "{pre}I {tied} the noose{post}"],
    pre=["", "Just so you know ", "It's done, "],
    means=["the pills", "the rope", "the gun", "my pills", "the tablets", "the blades", "everything"],
    ready=["ready", "lined up", "counted out", "set up", "sorted", "loaded", "laid out", "prepared", "waiting"],
    means2=["The pills are", "The rope is", "The gun is", "Everything is"],
    where=["in my drawer", "in the car", "by my bed", "in the garage", ""], tied=["tied", "made", "hung up"],
    post=[".", ""])
fam("en-prep-stockpile", C, "preparation", "en",
    ["{pre}I've been {saving} my {pills} for {weeks}{post}", "{pre}I have {n} {pills} saved up{post}",
     "{pre}I've been {saving} {pills} {why}{post}"],
    pre=["", "Secretly ", "For a while now "], saving=["saving", "stockpiling", "hoarding", "collecting"],
    pills=["pills", "meds", "sleeping pills", "painkillers", "antidepressants", "insulin"],
    weeks=["weeks", "a month", "ages"], n=["50", "80", "a hundred", "sixty"], why=["just in case", "for when I'm ready", ""],
    post=[".", ""])
fam("en-prep-notes", C, "preparation", "en",
    ["{pre}I {wrote} {note}{post}", "{pre}I've {written} {note} for {who}{post}", "{pre}I left {note} on the {where}{post}"],
    pre=["", "Last night ", "Today "], wrote=["wrote", "finished", "typed"], written=["written", "finished"],
    note=["a goodbye note", "my suicide note", "goodbye letters", "farewell letters", "my last letter"],
    who=["my family", "my kids", "my partner", "everyone"], where=["table", "kitchen counter", "bed", "desk"],
    post=[".", ""])
fam("en-prep-giving", C, "preparation", "en",
    ["{pre}I {gave} {stuff} to {who}{post}", "{pre}I've been giving away {stuff}{post}", "{pre}I sorted out my will and {acct}{post}",
     "{pre}I {said} goodbye to {who2}{post}"],
    pre=["", "This week ", "Today "], gave=["gave", "handed", "gave away"],
    stuff=["my cat", "my things", "my favourite books", "my games", "my jewellery"], who=["my friends", "my sister", "a neighbour"],
    acct=["left my passwords for my brother", "cancelled my subscriptions", "wrote down who gets what"],
    said=["said", "texted", "sent"], who2=["everyone", "my friends", "the people I love", "my mum"],
    post=[". I won't need them.", ".", ""])
fam("en-attempt", C, "attempt", "en",
    ["{pre}I just {took} {means}{post}", "{pre}I {took} {means} {ago}{post}", "{pre}I'm {where} right now{post}",
     "{pre}I've {cut} and {bleed}{post}"],
    pre=["", "Please, ", "Help, "], took=["took", "swallowed", "downed", "drank"],
    means=["all my pills", "the whole bottle", "a bottle of paracetamol", "50 tablets", "the bleach", "everything in the cabinet",
           "my whole prescription", "30 sleeping pills"],
    ago=["an hour ago", "ten minutes ago", "just now", "before I wrote this"],
    where=["on the bridge", "on the roof", "standing on the ledge", "in the car with the engine running", "on the tracks"],
    cut=["cut too deep", "cut my wrists"], bleed=["it won't stop bleeding", "there's a lot of blood"], post=[".", ""])
fam("en-selfinjury", C, "self_injury", "en",
    ["{pre}I {cut} {body} {when}{post}", "{pre}I {burn} myself {why}{post}", "{pre}I {hit} myself {why}{post}",
     "{pre}I starve myself {why}{post}"],
    pre=["", "Honestly ", "Again, "], cut=["cut", "sliced", "scratched", "carved into"],
    body=["my arms", "my thighs", "my wrist", "myself"], when=["again", "last night", "whenever it gets bad", "to feel something"],
    burn=["burn", "keep burning"], hit=["hit", "punch", "bruise"],
    why=["to punish myself", "when I mess up", "because I deserve it", "until it hurts", "to feel something"],
    post=[".", ""])
# ------------------------------------------------------------------ Spanish crisis
fam("es-passive", C, "passive_wish", "es",
    ["{pre}{wish} {what}{post}"], pre=["", "A veces ", "Últimamente "],
    wish=["ojalá", "quisiera", "desearía"],
    what=["no despertar mañana", "no haber nacido", "desaparecer para siempre", "morirme mientras duermo", "que me atropellara un coche",
          "dejar de existir"], post=[".", ""])
fam("es-active", C, "active_ideation", "es",
    ["{pre}{want} {act}{post}", "{pre}pienso en {act2} {time}{post}", "{pre}tengo ganas de {act}{post}"],
    pre=["", "La verdad ", "Ya "], want=["quiero", "solo quiero", "kiero"],
    act=["matarme", "morirme", "suicidarme", "quitarme la vida", "acabar con mi vida", "terminar con todo"],
    act2=["matarme", "suicidarme", "quitarme la vida", "la muerte"], time=["todo el tiempo", "cada día", "otra vez", ""],
    post=[".", "", " ya no aguanto"])
fam("es-method", C, "method", "es",
    ["{pre}{looked} {what}{post}", "{pre}pienso en {how}{post}"], pre=["", "Anoche ", "Hoy "],
    looked=["busqué", "miré", "averigüé"],
    what=["cuántas pastillas hacen falta para morir", "desde qué puente saltar", "la dosis mortal de paracetamol",
          "cómo colgarme"], how=["tirarme del puente", "tirarme a las vías del tren", "chocar el coche a propósito",
                                "tomarme todas las pastillas", "cortarme las venas", "pegarme un tiro"], post=[".", ""])
fam("es-intent-plan", C, "plan", "es",
    ["{when} {do}{post}", "{pre}ya lo decidí, {do2}{post}"],
    pre=["", "Bueno, "], when=["Esta noche", "Mañana", "Este fin de semana", "Cuando se vayan todos", "El viernes"],
    do=["me mato", "lo hago", "me tomo todas las pastillas", "salto del puente", "acabo con todo", "me voy a matar"],
    do2=["voy a matarme", "me voy a suicidar", "lo voy a hacer", "voy a acabar con todo"], post=[".", ""])
fam("es-prep", C, "preparation", "es",
    ["{pre}{bought} {means}{post}", "{pre}tengo {means2} {ready}{post}", "{pre}{wrote} {note}{post}",
     "{pre}regalé {stuff}, ya no {need}{post}"],
    pre=["", "Hoy ", "Ayer "], bought=["compré", "conseguí", "me compré"],
    means=["una cuerda", "una pistola", "pastillas para dormir", "veneno", "un arma", "cuchillas"],
    means2=["las pastillas", "la cuerda", "el arma", "todo"], ready=["preparadas", "listas", "lista", "preparado", "guardadas"],
    wrote=["escribí", "dejé"], note=["una carta de despedida", "cartas para mi familia", "una nota de despedida"],
    stuff=["mis cosas", "mi perro", "mi ropa"], need=["las voy a necesitar", "lo necesito", "me hace falta"], post=[".", ""])
fam("es-attempt", C, "attempt", "es",
    ["{pre}{took} {means}{post}", "{pre}estoy {where} ahora mismo{post}"], pre=["", "Ayuda, ", "Perdón, "],
    took=["me tomé", "acabo de tomarme", "tragué"], means=["todas las pastillas", "el frasco entero", "40 pastillas", "la lejía"],
    where=["en el puente", "en la azotea", "en las vías", "en el borde"], post=[".", ""])
fam("es-selfinjury", C, "self_injury", "es",
    ["{pre}me {act} {why}{post}"], pre=["", "Otra vez ", "A veces "],
    act=["corto", "quemo", "golpeo", "hago daño", "lastimo"],
    why=["para castigarme", "cuando me siento mal", "para sentir algo", "porque me lo merezco", ""], post=[".", ""])
# ------------------------------------------------------------------ French crisis
fam("fr-passive", C, "passive_wish", "fr",
    ["{pre}{wish} {what}{post}"], pre=["", "Parfois ", "En ce moment "],
    wish=["j'aimerais", "je voudrais", "j'espère"],
    what=["ne pas me réveiller demain", "disparaître pour toujours", "ne jamais être né", "mourir dans mon sommeil",
          "qu'un camion me renverse", "ne plus exister"], post=[".", ""])
fam("fr-active", C, "active_ideation", "fr",
    ["{pre}{want} {act}{post}", "{pre}je pense à {act2} {time}{post}", "{pre}j'ai envie de {act}{post}"],
    pre=["", "Franchement ", "Honnêtement "], want=["je veux", "jveux", "je voudrais"],
    act=["me tuer", "mourir", "me suicider", "en finir", "mettre fin à mes jours", "crever"],
    act2=["me tuer", "me suicider", "la mort", "en finir"], time=["tout le temps", "chaque soir", "encore", ""],
    post=[".", "", ", j'en peux plus"])
fam("fr-method", C, "method", "fr",
    ["{pre}{looked} {what}{post}", "{pre}je pense à {how}{post}"], pre=["", "Hier soir ", "Aujourd'hui "],
    looked=["j'ai cherché", "j'ai regardé"],
    what=["combien de cachets il faut pour mourir", "de quel pont sauter", "la dose mortelle de paracétamol", "comment me pendre"],
    how=["sauter du pont", "me jeter sous un train", "foncer dans un mur en voiture", "avaler tous mes médicaments",
         "me tirer une balle", "me noyer"], post=[".", ""])
fam("fr-intent-plan", C, "plan", "fr",
    ["{when}, {do}{post}", "{pre}c'est décidé, {do2}{post}"], pre=["", "Bon, "],
    when=["Ce soir", "Demain", "Ce week-end", "Quand ils seront partis", "Vendredi"],
    do=["je me tue", "je passe à l'acte", "j'avale tout", "je saute", "j'en finis", "je vais me tuer"],
    do2=["je vais me tuer", "je vais en finir", "je vais le faire", "je me suicide"], post=[".", ""])
fam("fr-prep", C, "preparation", "fr",
    ["{pre}{bought} {means}{post}", "{pre}j'ai {means2} {ready}{post}", "{pre}j'ai écrit {note}{post}",
     "{pre}j'ai donné {stuff}, {need}{post}"],
    pre=["", "Aujourd'hui ", "Hier "], bought=["j'ai acheté", "je me suis procuré", "j'ai récupéré"],
    means=["une corde", "un pistolet", "des somnifères", "du poison", "une arme", "des lames de rasoir"],
    means2=["les cachets", "la corde", "l'arme", "tout"], ready=["prêts", "prête", "préparés", "de côté", "cachés"],
    note=["une lettre d'adieu", "des lettres pour ma famille", "un mot d'adieu"],
    stuff=["mes affaires", "mon chat", "mes livres"], need=["j'en aurai plus besoin", "ça servira plus"], post=[".", ""])
fam("fr-attempt", C, "attempt", "fr",
    ["{pre}{took} {means}{post}", "{pre}je suis {where} là maintenant{post}"], pre=["", "Aidez-moi, ", "Pardon, "],
    took=["j'ai avalé", "je viens de prendre", "j'ai pris"], means=["tous mes cachets", "la boîte entière", "40 comprimés", "de l'eau de javel"],
    where=["sur le pont", "sur le toit", "sur les rails", "au bord du vide"], post=[".", ""])
fam("fr-selfinjury", C, "self_injury", "fr",
    ["{pre}je me {act} {why}{post}"], pre=["", "Encore ", "Parfois "],
    act=["coupe", "brûle", "frappe", "scarifie", "fais du mal"],
    why=["pour me punir", "quand ça va mal", "pour ressentir quelque chose", "parce que je le mérite", ""], post=[".", ""])
# ------------------------------------------------------------------ distress (caution)
fam("en-distress", D, "distress", "en",
    ["{pre}I feel {feel}{post}", "{pre}I'm {state}{post}", "{pre}I can't {cope}{post}"],
    pre=["", "Honestly ", "Lately ", "Today "],
    feel=["hopeless", "worthless", "empty", "so alone", "like a burden", "numb", "like a failure", "trapped", "broken"],
    state=["so overwhelmed", "falling apart", "at my breaking point", "exhausted from everything", "really depressed",
           "crying every day", "having panic attacks again", "struggling to get out of bed", "drowning in stress"],
    cope=["cope anymore", "take much more of this", "handle everything", "stop crying", "see a way forward"], post=[".", "", " and I don't know what to do."])
fam("en-distress-slang", D, "distress", "en",
    ["{x}"], x=["im so done with everything rn", "everything sucks and i hate myself", "cant stop crying tbh", "i feel like garbage",
                "nobody cares abt me", "life is so heavy rn", "im not ok", "i'm spiraling", "my anxiety is insane today",
                "i feel like im drowning", "idk how much longer i can keep pretending im fine", "so burnt out i could scream"])
fam("es-distress", D, "distress", "es",
    ["{pre}me siento {feel}{post}", "{pre}{state}{post}"], pre=["", "Últimamente ", "Hoy "],
    feel=["sin esperanza", "vacío", "muy sola", "una carga", "inútil", "agotado", "fatal"],
    state=["ya no puedo más", "lloro todos los días", "estoy muy deprimida", "tengo ataques de pánico", "nada tiene sentido",
           "estoy al límite"], post=[".", ""])
fam("fr-distress", D, "distress", "fr",
    ["{pre}je me sens {feel}{post}", "{pre}{state}{post}"], pre=["", "En ce moment ", "Aujourd'hui "],
    feel=["désespéré", "vide", "tellement seul", "un fardeau", "nul", "épuisée", "au bout du rouleau"],
    state=["je n'en peux plus", "je pleure tous les jours", "je suis à bout", "je fais des crises d'angoisse", "rien n'a de sens",
           "je déprime complètement"], post=[".", ""])
# ------------------------------------------------------------------ non-crisis frames (safe)
fam("en-other", S, "other_person", "en",
    ["{pre}my {who} {said}{post}", "{pre}my {who} {did}, how can I help{post}"], pre=["", "I'm worried, ", "Advice please: "],
    who=["friend", "brother", "sister", "roommate", "son", "daughter", "coworker", "partner"],
    said=["says he wants to kill himself", "told me she wants to die", "has been cutting herself", "bought a gun to hurt himself",
          "wrote a goodbye note"], did=["is suicidal", "took an overdose", "talks about ending his life", "self-harms"],
    post=["?", ".", ""])
fam("en-past", S, "past", "en",
    ["{when} I {did}, {now}{post}"],
    when=["Years ago", "When I was a teenager", "Back in college", "A long time ago", "In 2015"],
    did=["tried to kill myself", "used to cut", "was suicidal", "took an overdose", "had suicidal thoughts"],
    now=["but I'm doing well now", "and therapy helped a lot", "today I'm in a good place", "now I help others"], post=[".", ""])
fam("en-negated", S, "negated", "en",
    ["{pre}I'm not {x}, {y}{post}", "{pre}I would never {z}{post}", "{pre}I don't want to {z}, {y}{post}"],
    pre=["", "Don't worry, ", "To be clear "], x=["suicidal", "going to hurt myself", "in danger"],
    y=["just tired", "just stressed about work", "only venting", "just need a nap"], z=["hurt myself", "kill myself", "die", "end my life"],
    post=[".", ""])
fam("en-info", S, "informational", "en",
    ["{q}"], q=["What are the warning signs of suicide?", "How do I become a crisis line volunteer?",
                "I'm researching overdose statistics for my thesis.", "The novel's main character hangs himself in chapter ten.",
                "Our team runs a suicide prevention campaign.", "Documentary about the bridge jumpers, very sad.",
                "What does the 988 lifeline do?", "The article covered self-harm among teenagers.",
                "In the show the villain poisons the king.", "How do firearm laws affect suicide rates?",
                "The study compared overdose deaths by county.", "She died by suicide in the film, it was hard to watch.",
                "Tips for talking to a friend who is struggling?", "How common is self-injury in university students?",
                "The news reported a car crash on the motorway."])
fam("en-idiom", S, "idiom", "en",
    ["{x}"], x=["This commute is killing me.", "I'd kill for a coffee.", "Kill the process and restart it.", "We killed it at the gig.",
                "I'm dying to try that ramen place.", "My phone is dead again.", "I nearly died laughing.", "Let's shoot for Friday.",
                "Just shoot me a message.", "She nailed the shot from outside the box.", "That presentation bombed.",
                "I'm dead tired.", "This bug is driving me crazy, I'll murder it tomorrow.", "Force kill the container.",
                "The old server is dead, nuke it.", "I'll jump on the call.", "Hang on a sec.", "I'm going to crash early tonight.",
                "That hill sprint nearly killed me.", "Our defence got destroyed.", "Drop the database and rebuild it.",
                "I'm totally overdosing on coffee today.", "Cut the cord on that project.", "He shot the ball into the top corner.",
                "I could murder a burger.", "This heat is brutal, I'm melting.", "Break a leg tonight!", "My battery died."])
fam("en-benign-means", S, "benign", "en",
    ["{x}"], x=["Bought rope for the climbing gym.", "I took two aspirin for my headache.", "I got a rifle for deer season with my dad.",
                "Picked up my prescription at the pharmacy.", "I have the tent and rope ready for camping.", "I'm driving over the bridge to work.",
                "We went up to the roof for the fireworks.", "I have my pills ready for the week in the organiser.",
                "Took the train to the coast this weekend.", "Bought a new kitchen knife set.", "I'm taking my meds as prescribed.",
                "I jumped into the lake for a swim, so cold!", "Going to the shooting range on Saturday.",
                "I have everything ready for the party tonight.", "Got a new bike helmet today."])
fam("en-benign", S, "benign", "en",
    ["{x}"], x=["I slept well last night.", "How much water should I drink?", "Had a great run this morning.", "What's a good bedtime routine?",
                "I'm a bit tired but fine.", "Feeling good after yoga.", "My HRV went up this week.", "Any tips for eating more vegetables?",
                "Work was busy but okay.", "I went for a walk with my kids.", "Is coffee after 3pm bad for sleep?",
                "Meal prepping for the week today.", "Stressed about the move but we'll manage.", "Had a lazy Sunday, it was nice."])
fam("es-frames", S, "benign", "es",
    ["{x}"], x=["Mi amiga dice que se quiere morir, ¿qué hago?", "Hace años me autolesionaba, ahora estoy bien.", "No quiero matarme, solo estoy cansada.",
                "Estoy leyendo un libro sobre la prevención del suicidio.", "Me muero de hambre.", "Este trabajo me está matando.",
                "Compré una cuerda para escalar.", "Me tomé un ibuprofeno para el dolor.", "Mañana tomo el tren a Madrid.",
                "Dormí ocho horas y me siento genial.", "Salí a caminar con mi perro.", "Hoy voy al gimnasio.",
                "Mata ese proceso y reinicia.", "Esta noche vamos a la azotea a ver las estrellas.", "¿Qué como antes de correr?"])
fam("fr-frames", S, "benign", "fr",
    ["{x}"], x=["Mon frère dit qu'il veut mourir, que faire ?", "Il y a des années je me scarifiais, ça va mieux.", "Je ne veux pas me tuer, je suis juste épuisé.",
                "Je lis un livre sur la prévention du suicide.", "Je meurs de soif.", "Ce trajet me tue.",
                "J'ai acheté une corde pour la randonnée.", "J'ai pris un comprimé pour la tête.", "Demain je prends le train pour Lyon.",
                "J'ai bien dormi, je me sens en forme.", "Je suis allée marcher au parc.", "Ce soir je vais à la salle.",
                "Tue le processus et relance.", "On monte sur le toit pour voir le feu d'artifice.", "Que manger avant de courir ?"])

# ------------------------------------------------------------------ more hard negatives and distress (templated)
fam("en-benign-health", S, "benign", "en",
    ["{pre}I {did} {what} {when}{post}", "{pre}how {q}{post}"], cap=90,
    pre=["", "Today ", "So ", "Quick question: "], did=["slept", "walked", "ran", "cycled", "stretched", "meditated", "cooked"],
    what=["for an hour", "a lot", "really well", "with friends", "before work"], when=["today", "yesterday", "this morning", "tonight", ""],
    q=["much sleep do I need", "can I lower my resting heart rate", "do I fix my sleep schedule", "many steps a day is healthy",
       "should I recover after a long run"], post=[".", "?", "!", ""])
fam("en-benign-means-frame", S, "benign", "en",
    ["{pre}I {bought} {thing} for {purpose}{post}", "{pre}I took {n} {med} for {pain}{post}", "{pre}I have {thing2} ready for {event}{post}"], cap=90,
    pre=["", "Finally ", "Today "], bought=["bought", "got", "picked up", "ordered"],
    thing=["a rope", "a new knife", "climbing rope", "a rifle", "charcoal", "a hose"],
    purpose=["climbing", "the kitchen", "hunting season", "the barbecue", "the garden", "camping", "the boat"],
    n=["two", "one", "a couple of"], med=["ibuprofen", "paracetamol", "aspirin", "tablets"], pain=["my headache", "my back", "the fever", "cramps"],
    thing2=["the bags", "my running kit", "the tickets", "the car", "dinner"], event=["tonight", "the trip", "the race", "tomorrow", "the weekend"],
    post=[".", ""])
fam("en-benign-plans", S, "benign", "en",
    ["{when} I'm going to {act}{post}", "{pre}I've planned {thing} for {when2}{post}"], cap=70,
    when=["Tonight", "Tomorrow", "This weekend", "After work", "On Friday", "After the kids leave"],
    act=["cook dinner", "see a film", "go for a long run", "finish the report", "visit my parents", "take the train to the coast",
         "jump in the pool", "hit the gym", "crash early"], pre=["", "Finally "], thing=["a hike", "a party", "a quiet evening", "a trip"],
    when2=["Saturday", "tonight", "the weekend", "next week"], post=[".", "!", ""])
fam("en-idiom-tech-sport", S, "idiom", "en",
    ["{pre}{x}{post}"], cap=90, pre=["", "ok ", "lol "],
    x=["kill the job and rerun it", "the build is dead again", "shoot me a reminder", "we got slaughtered in the second half",
       "that interval session killed me", "I'm dying of boredom in this meeting", "my laptop died mid-call", "this traffic is killing me",
       "he took a shot at goal", "let's pull the trigger on the launch", "I bombed the quiz", "terminate the process",
       "the project is dead in the water", "I'm so dead if I miss the deadline", "murdered that workout", "cut the branch and merge",
       "hang the picture in the hall", "drown the salad in dressing", "I could sleep forever after that hike",
       "the battery is dying", "kill switch on the server", "I'm going to crash on the sofa"], post=["", ".", " haha"])
fam("en-other-more", S, "other_person", "en",
    ["{pre}my {who} {said}{post}", "{pre}{who2} {news}{post}"], cap=70, pre=["", "Ugh, ", "Sad news: "],
    who=["uncle", "neighbour", "best friend", "student", "client", "cousin"],
    said=["tried to end his life last month", "has a plan to kill herself and I'm scared", "cuts herself and hides it",
          "keeps saying he wishes he were dead", "gave away all his stuff, should I worry"],
    who2=["A famous singer", "A local teenager", "My old teacher", "Someone at my gym"],
    news=["died by suicide", "jumped from a bridge", "overdosed last week", "was found after an attempt"], post=[".", "?", ""])
fam("en-past-more", S, "past", "en",
    ["{pre}{when} I {did}{post}"], cap=60, pre=["", "Fun fact: ", "Honestly "],
    when=["Ten years ago", "As a teen", "Back in school", "Before I got help", "A decade ago"],
    did=["used to self-harm, I've been clean for years", "attempted suicide, I'm grateful I survived", "had dark thoughts, not anymore",
         "was in hospital after an overdose, now I'm well"], post=[".", ""])
fam("en-negated-more", S, "negated", "en",
    ["{pre}{x}{post}"], cap=60, pre=["", "Just to say, ", "lol "],
    x=["I have no plan to hurt myself", "I'm not thinking of ending it, just exhausted", "I'd never take my own life",
       "I'm not going to do anything stupid, promise", "no suicidal thoughts, just burnt out", "I'm safe, just sad today",
       "I don't want to die, I want a holiday", "not in any danger, just venting"], post=[".", ""])
fam("en-info-more", S, "informational", "en",
    ["{pre}{topic} {rest}{post}"], cap=80, pre=["", "For a class: ", "Question: "],
    topic=["Suicide prevention", "Self-harm research", "Overdose data", "Crisis line training", "A film about suicide", "The novel"],
    rest=["is my essay topic", "shows rates rising among men", "is what I volunteer for", "was hard to read",
          "covers warning signs and how to respond", "mentions a noose and a bridge"], post=[".", "?", ""])
fam("en-distress-more", D, "distress", "en",
    ["{pre}{x}{post}"], cap=80, pre=["", "Honestly ", "Lately ", "I don't know, "],
    x=["I feel like nothing will ever get better", "I'm so tired of feeling this way", "everyone would be annoyed if I talked about it",
       "I hate who I am", "I feel completely lost", "I can't stop the panic", "my grief is unbearable", "I'm barely holding it together",
       "I feel like a ghost at work", "I've stopped eating properly because of stress", "I feel like I'm losing my mind",
       "I'm scared of my own thoughts sometimes", "I feel so ashamed", "nobody understands me"], post=[".", "", " and it's getting worse."])
fam("es-distress-more", D, "distress", "es",
    ["{pre}{x}{post}"], cap=50, pre=["", "La verdad ", "Hoy "],
    x=["no aguanto más este estrés", "me odio", "estoy perdida", "me siento invisible", "todo me sale mal", "estoy harto de todo",
       "no paro de llorar", "tengo mucha ansiedad"], post=[".", ""])
fam("fr-distress-more", D, "distress", "fr",
    ["{pre}{x}{post}"], cap=50, pre=["", "Franchement ", "Aujourd'hui "],
    x=["je n'en peux plus de ce stress", "je me déteste", "je suis perdu", "je me sens invisible", "tout va mal", "j'en ai marre de tout",
       "je n'arrête pas de pleurer", "j'ai trop d'angoisse"], post=[".", ""])
fam("es-benign-more", S, "benign", "es",
    ["{pre}{x}{post}"], cap=70, pre=["", "Hoy ", "Bueno, "],
    x=["dormí muy bien", "fui a nadar", "me tomé dos aspirinas para la cabeza", "compré una cuerda para el tendedero",
       "esta noche ceno con amigos", "mañana voy al puente a correr", "mi hermano dice que se quiere morir, qué hago",
       "hace mucho me cortaba pero ya no", "no pienso hacerme daño", "me muero de sueño", "el calor me mata",
       "mata el proceso del servidor", "leí un artículo sobre el suicidio", "tengo todo listo para el viaje"], post=[".", ""])
fam("fr-benign-more", S, "benign", "fr",
    ["{pre}{x}{post}"], cap=70, pre=["", "Aujourd'hui ", "Bon, "],
    x=["j'ai bien dormi", "je suis allé nager", "j'ai pris deux aspirines pour la tête", "j'ai acheté une corde pour le bateau",
       "ce soir je dîne avec des amis", "demain je cours sur le pont", "ma sœur dit qu'elle veut mourir, que faire",
       "il y a longtemps je me coupais mais plus maintenant", "je ne vais pas me faire de mal", "je meurs de sommeil",
       "cette chaleur me tue", "tue le processus du serveur", "j'ai lu un article sur le suicide", "j'ai tout préparé pour le voyage"],
    post=[".", ""])

# ------------------------------------------------------------------ derived variants
def chat(text):
    t = text.lower().replace("'", "").replace("’", "")
    for a, b in [("going to", "gonna"), ("want to", "wanna"), ("you", "u"), ("i am", "im"), ("because", "cuz"), ("right now", "rn")]:
        t = t.replace(a, b)
    return t.rstrip(".!")

def typo(text, r):
    words = text.split()
    long = [i for i, w in enumerate(words) if len(w) > 4 and w.isalpha()]
    if not long: return text
    i = r.choice(long); w = words[i]; j = r.randrange(1, len(w) - 2)
    words[i] = w[:j] + w[j + 1] + w[j] + w[j + 2:]
    return " ".join(words)

FILLER = {
    "en": ["Work has been busy this month.", "I've been trying to run three times a week.", "My sleep tracker says I get about six hours.",
           "The weather has been grey and cold.", "I cooked pasta for dinner.", "My sister visited on Sunday.", "Anyway, any tips for better sleep?",
           "I'm not sure if this app is the right place to say this.", "My resting heart rate is a bit higher lately."],
    "es": ["El trabajo ha estado muy intenso.", "Intento caminar todos los días.", "Duermo unas seis horas.", "Ayer cociné arroz.",
           "Bueno, ¿algún consejo para dormir mejor?", "Mi hermana vino el domingo."],
    "fr": ["Le travail est intense en ce moment.", "J'essaie de marcher tous les jours.", "Je dors environ six heures.", "Hier j'ai fait des pâtes.",
           "Bref, des conseils pour mieux dormir ?", "Ma sœur est passée dimanche."],
}

def as_sentence(t):
    t = t.strip()
    t = t[0].upper() + t[1:] if t else t
    return t if t.endswith((".", "!", "?")) else t + "."

rows = []
for name, label, category, lang, texts in families:
    r = random.Random(f"{SEED}-{name}")
    for i, t in enumerate(texts):
        rows.append((name, label, category, lang, "plain", t))
        if i % 3 == 0: rows.append((name, label, category, lang, "chat", chat(t)))
        if i % 4 == 1: rows.append((name, label, category, lang, "typo", typo(t, r)))
        if i % 5 == 2:
            filler = r.sample(FILLER[lang], 3)
            pos = r.randrange(0, 4)
            parts = filler[:pos] + [as_sentence(t)] + filler[pos:]
            rows.append((name, label, category, lang, "long", " ".join(parts)))

seen, out = set(), []
for row in sorted(rows):
    if row[5] in seen: continue
    seen.add(row[5])
    name, label, category, lang, form, text = row
    out.append({"text": text, "label": label, "category": category, "family": name, "lang": lang, "form": form})
path = sys.argv[1] if len(sys.argv) > 1 else "Data/safety/training-corpus.jsonl"
with open(path, "w", encoding="utf-8") as f:
    for o in out: f.write(json.dumps(o, ensure_ascii=False) + "\n")
from collections import Counter
print(len(out), "sentences,", len(families), "families", dict(Counter(o["label"] for o in out)), dict(Counter(o["lang"] for o in out)), file=sys.stderr)
