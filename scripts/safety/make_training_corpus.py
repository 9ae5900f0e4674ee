#!/usr/bin/env python3
"""Builds Data/safety/training-corpus.jsonl: the labelled sentences the crisis classifier learns from.

Every line belongs to a *paraphrase family* (one situation, many wordings) so that cross-validation
can hold out whole families. Families are organised by the C-SSRS screener categories (passive_wish,
active_ideation, method, intent, plan, preparation, attempt, self_injury), distress, and the non-crisis
frames (other_person, past, negated, informational, idiom, benign). Wordings come from slot templates,
then chat spellings, typos and long messages wrapped around one risky sentence are derived from them.
The trainer reads the hand-written families of the screen's spent judges
(`Data/safety/judges/round*-families.jsonl`) after it; both are checked against the frozen sets here.

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

# ------------------------------------------------------------------ round 2 (issue #14, generalisation)
# Families for the categories cross-validation found weak (plan, passive wish, active ideation,
# plain-words method/preparation/attempt, typos, chat), in all three languages, and everyday
# wellness text as hard negatives against needless cautions. Written fresh, by category.
fam("en2-plan-chosen-day", C, "plan", "en",
    ["{pre}I've {chosen} {day}{post}", "{pre}{day2} is the day{post}", "{pre}it's happening {day3}, when {who} {away}{post}",
     "{pre}everything is set for {day3}{post}", "{pre}I'll be gone by {day3}{post}"],
    pre=["", "So ", "Okay, "], chosen=["chosen", "picked", "settled on", "set"],
    day=["a day", "the 14th", "the end of the month", "the night before my birthday", "next payday", "Thursday night"],
    day2=["Thursday", "The 14th", "New Year's Eve", "Next Monday", "The last day of term"],
    day3=["on Thursday", "at the end of the month", "on the 3rd", "next week", "on Monday night"],
    who=["my wife", "the kids", "my flatmate", "my parents", "my husband", "nobody"], away=["is at work", "is away", "are on holiday", "is home"],
    post=[".", ""])
fam("en2-plan-written", C, "plan", "en",
    ["{pre}the plan is {plan}{post}", "{pre}I have a plan and a date{post}", "{pre}I wrote out {what} step by step{post}",
     "{pre}I know exactly how and when{post}", "{pre}I've {mapped} {plan2}{post}"],
    pre=["", "Honestly ", "I'll tell you: "],
    plan=["the reservoir on Friday", "pills and vodka on Sunday night", "to drive to the coast after work and not come back",
          "the garage, once everyone is out", "the railway bridge at dawn"],
    what=["the plan", "how it will go", "what I'll do that night"], mapped=["mapped out", "sorted out", "timed"],
    plan2=["the route to the bridge", "when the house will be empty", "which night nobody will check on me"], post=[".", ""])
fam("en2-method-research", C, "method", "en",
    ["{pre}I've been {reading} {topic}{post}", "{pre}I {asked} online {topic}{post}"],
    pre=["", "Lately ", "Late at night "], reading=["reading about", "researching", "watching videos about", "looking into"],
    asked=["asked", "searched"],
    topic=["how long it takes to bleed out", "which pills are the most lethal", "how much of my meds would be too much",
           "the easiest way to die", "painless ways to go", "how long carbon monoxide takes", "whether a fall from six floors is survivable",
           "what dose would stop my heart", "how deep to cut"], post=[".", ""])
fam("en2-method-picture", C, "method", "en",
    ["{pre}I keep {imagining} {scene}{post}", "{pre}I can't stop {imagining} {scene}{post}"],
    pre=["", "On the drive home ", "All day "], imagining=["imagining", "picturing", "fantasising about", "daydreaming about", "thinking about"],
    scene=["swerving into oncoming traffic", "stepping off the platform", "the rope around my neck", "falling from the balcony",
           "swallowing the whole pack", "pulling the trigger", "letting go of the railing", "driving off the cliff road",
           "walking into the lake and not stopping"], post=[".", ""])
fam("en2-method-access", C, "method", "en",
    ["{pre}{access}{post}"],
    pre=["", "Honestly ", "I need to say this: "],
    access=["my dad keeps a gun in the closet and I think about using it", "the pills are right there in the cabinet and I keep looking at them",
            "I know the code to the gun safe and that scares me", "I walk over the bridge every day and think how easy it would be",
            "I keep eyeing the bottle of pills in the bathroom", "the tracks are five minutes from my flat and I think about them",
            "I sat in the garage with the car keys thinking about it", "the rope in the shed keeps coming to mind"], post=[".", ""])
fam("en2-prep-plainwords", C, "preparation", "en",
    ["{pre}{done}{post}"],
    pre=["", "Just so someone knows, ", "Today "],
    done=["I've got what I need now", "everything is ready for tonight", "I put the pills where I can reach them",
          "I filled the prescription early so I'd have enough", "I took the pills out of the cupboard and counted them",
          "I wrote down who gets my things", "I deleted my accounts and left the passwords for my sister",
          "I made sure someone will look after the dog", "I cleaned out my room and labelled the boxes for my family",
          "I paid off my debts so nobody is left with them", "I hid the rope in my wardrobe", "the gun is under my pillow now",
          "I bought enough tablets to do it", "I've been collecting my mum's sleeping pills", "I checked where the bridge is easiest to get onto",
          "I put my affairs in order this week", "I wrote a letter to each of my kids"], post=[".", ""])
fam("en2-attempt-plain", C, "attempt", "en",
    ["{pre}{act}{post}"],
    pre=["", "Please help, ", "I'm sorry, "],
    act=["I did it", "it's done, I took them", "I took everything I had", "I can feel the pills working", "I'm getting drowsy from what I took",
         "I drank a bottle of vodka with all my pills", "I'm bleeding a lot and I don't want to call anyone", "the car is running in the garage and I'm in it",
         "I'm at the bridge now", "I'm standing on the railing", "the rope is around my neck", "I took the whole strip an hour ago",
         "I swallowed the bleach", "I jumped but I'm still alive", "I tried to end it last night and woke up in hospital"], post=[".", ""])
fam("en2-passive-plain", C, "passive_wish", "en",
    ["{pre}I wouldn't care if {outcome}{post}", "{pre}{state}{post}"],
    pre=["", "Honestly ", "Some days "],
    outcome=["I died tomorrow", "I got hit by a car", "the plane went down", "I never woke up", "my heart gave out", "I just didn't come back"],
    state=["I'd welcome death", "death would be a relief", "it would be easier if I wasn't here", "I'd rather be dead than keep feeling this",
           "I'm tired of being alive", "I don't want to be alive anymore", "everyone would be better off if I was gone", "I want to stop existing",
           "I'd be okay with not waking up", "I hope I don't make it to next year"], post=[".", ""])
fam("en2-active-plain", C, "active_ideation", "en",
    ["{pre}{thought}{post}"],
    pre=["", "Honestly ", "I have to tell someone: ", "Tonight "],
    thought=["I want to die", "I'm suicidal", "I don't want to live", "I've had enough of living", "I want my life to be over",
             "I think about suicide constantly", "I keep thinking of ending things", "I feel like killing myself", "part of me wants to just end it",
             "I want to take my own life", "suicide keeps crossing my mind", "I've been having thoughts of ending my life"], post=[".", "", " and I'm scared."])
fam("en2-intent-plain", C, "intent", "en",
    ["{pre}{said}{post}"],
    pre=["", "Don't try to stop me, ", "I'm sure now, "],
    said=["I'm really going to do it this time", "I won't be here next week", "I've made my decision", "tonight is my last night",
          "I'm ready to die", "I'm done living, this is it", "I'm going to finish it", "I'm going to end my life soon",
          "I'm not going to be alive much longer", "I've said my goodbyes, I'm going"], post=[".", ""])
fam("en2-selfinjury-plain", C, "self_injury", "en",
    ["{pre}{act}{post}"],
    pre=["", "Again ", "Last night "],
    act=["I've been hurting myself again", "I self-harm when it gets bad", "I cut again", "I hit myself in the face",
         "I pulled my hair out until it bled", "I scalded my hand on purpose", "I bang my head on the wall", "I skipped meals to punish myself",
         "I dug my nails into my arms until they bled", "I relapsed and cut", "I burned my arm with the iron on purpose"], post=[".", ""])
fam("en2-chat-crisis", C, "active_ideation", "en",
    ["{pre}{chat}{post}"],
    pre=["", "ngl ", "fr ", "tbh "],
    chat=["i wanna die so bad", "gonna kms tn", "im rly thinkin bout endin it", "idc if i die anymore", "ima do it 2nite",
          "got the pills ready lol not joking", "i wanna be dead rn", "cant do this no more im gonna end it", "thinkin of jumpin off the bridge tmrw",
          "bought a rope 2day", "took like 30 pills", "i jus want it all to stop forever"], post=["", " fr", " tbh"])
# Spanish
fam("es2-plan-day", C, "plan", "es",
    ["{pre}{day} es el día{post}", "{pre}ya elegí {day2}{post}", "{pre}lo haré {day3} cuando {who}{post}", "{pre}tengo un plan y una fecha{post}"],
    pre=["", "Ya está, ", "Bueno, "], day=["El jueves", "El día 14", "Fin de mes", "Mañana"],
    day2=["el día", "la fecha", "el lugar y la hora", "el sábado"], day3=["el viernes", "esta noche", "la semana que viene", "mañana por la noche"],
    who=["mi marido esté trabajando", "no haya nadie en casa", "mis padres se vayan", "todos duerman"], post=[".", ""])
fam("es2-prep-plain", C, "preparation", "es",
    ["{pre}{done}{post}"], pre=["", "Ya ", "Hoy "],
    done=["tengo todo lo que necesito", "he guardado las pastillas en mi cuarto", "compré una cuerda", "conseguí una pistola",
          "tengo las pastillas preparadas", "escribí cartas para mi familia", "regalé mis cosas, ya no las voy a necesitar",
          "he juntado muchas pastillas", "dejé todo en orden para cuando no esté", "le dejé las contraseñas a mi hermana"], post=[".", ""])
fam("es2-attempt-plain", C, "attempt", "es",
    ["{pre}{act}{post}"], pre=["", "Ayuda, ", "Perdón, "],
    act=["ya me las tomé todas", "me tomé todo el frasco", "ya lo hice", "estoy sangrando mucho", "estoy en la azotea ahora",
         "me tragué la lejía", "estoy en las vías ahora mismo", "tomé treinta pastillas hace una hora"], post=[".", ""])
fam("es2-method", C, "method", "es",
    ["{pre}{m}{post}"], pre=["", "Últimamente ", "Por las noches "],
    m=["busco formas de morir sin dolor", "me imagino tirándome del edificio", "pienso en usar la pistola de mi padre",
       "miro cuántas pastillas serían mortales", "me imagino chocando el coche a propósito", "pienso en colgarme"], post=[".", ""])
fam("es2-passive-active", C, "passive_wish", "es",
    ["{pre}{w}{post}"], pre=["", "La verdad, ", "A veces "],
    w=["me da igual morirme", "preferiría estar muerto", "no quiero seguir viviendo", "quisiera desaparecer para siempre",
       "estaría mejor muerta", "todos estarían mejor sin mí", "ojalá me pasara algo y ya"], post=[".", ""])
fam("es2-chat", C, "active_ideation", "es",
    ["{pre}{c}{post}"], pre=["", "ya ", "neta "],
    c=["kiero morirme", "me kiero matar", "ya no kiero vivir", "voy a acabar con todo hoy", "x q no me muero y ya", "m voy a suicidar"], post=["", " en serio"])
# French
fam("fr2-plan-day", C, "plan", "fr",
    ["{pre}{day} c'est le jour{post}", "{pre}j'ai choisi {day2}{post}", "{pre}je le ferai {day3} quand {who}{post}", "{pre}j'ai un plan et une date{post}"],
    pre=["", "Voilà, ", "Bon, "], day=["Jeudi", "Le 14", "La fin du mois", "Demain"],
    day2=["le jour", "la date", "l'heure et l'endroit", "samedi"], day3=["vendredi", "cette nuit", "la semaine prochaine", "demain soir"],
    who=["mon mari sera au travail", "il n'y aura personne", "mes parents seront partis", "tout le monde dormira"], post=[".", ""])
fam("fr2-prep-plain", C, "preparation", "fr",
    ["{pre}{done}{post}"], pre=["", "Voilà, ", "Aujourd'hui "],
    done=["j'ai tout ce qu'il me faut", "j'ai caché les cachets dans ma chambre", "j'ai acheté une corde", "je me suis procuré une arme",
          "les médicaments sont prêts", "j'ai écrit des lettres à ma famille", "j'ai donné mes affaires, je n'en aurai plus besoin",
          "j'ai mis de côté des dizaines de comprimés", "j'ai tout réglé pour quand je ne serai plus là"], post=[".", ""])
fam("fr2-attempt-plain", C, "attempt", "fr",
    ["{pre}{act}{post}"], pre=["", "Aidez-moi, ", "Pardon, "],
    act=["j'ai tout pris", "c'est fait, j'ai avalé les cachets", "je saigne beaucoup", "je suis sur le pont là",
         "j'ai bu de la javel", "je suis sur les rails maintenant", "j'ai pris trente comprimés il y a une heure"], post=[".", ""])
fam("fr2-method", C, "method", "fr",
    ["{pre}{m}{post}"], pre=["", "Ces temps-ci ", "La nuit "],
    m=["je cherche comment mourir sans souffrir", "je m'imagine sauter de l'immeuble", "je pense à prendre le fusil de mon père",
       "je regarde combien de cachets il faudrait", "je m'imagine foncer dans un arbre avec la voiture", "je pense à me pendre"], post=[".", ""])
fam("fr2-passive-active", C, "passive_wish", "fr",
    ["{pre}{w}{post}"], pre=["", "Franchement, ", "Parfois "],
    w=["ça me serait égal de mourir", "je préférerais être mort", "je ne veux plus vivre", "je voudrais disparaître pour toujours",
       "tout le monde serait mieux sans moi", "j'aimerais m'endormir pour toujours"], post=[".", ""])
fam("fr2-chat", C, "active_ideation", "fr",
    ["{pre}{c}{post}"], pre=["", "sérieux ", "jpp "],
    c=["jveux mourir", "jvais me foutre en l'air", "jai envie de crever", "jvais en finir ce soir", "chui à deux doigts de me tuer"], post=["", " vrmt"])
# Hard negatives: everyday wellness text (the app's ordinary input)
fam("en2-benign-wellness", S, "benign", "en",
    ["{pre}{said}{post}"], cap=90,
    pre=["", "Quick update: ", "Hey, ", "So "],
    said=["I slept about seven hours last night", "my step count was low this week", "I want to drink less coffee", "can you help me build a morning routine",
          "I had a productive day at work", "I feel good after yoga", "how can I get more deep sleep", "my resting heart rate went down this month",
          "I've been eating more vegetables", "I'd like to run a 10k by spring", "I skipped the gym today because of a meeting",
          "my HRV dropped after the long run", "I went to bed late because of a party", "I'm trying to stretch every evening",
          "what's a good bedtime for someone who wakes at six", "I walked the dog twice today", "I'm training for a half marathon",
          "I feel a bit sluggish after lunch", "my smartwatch says I was restless at night", "I want to cut down on screen time before bed"],
    post=[".", "?", ""])
fam("en2-benign-complaints", S, "benign", "en",
    ["{pre}{c}{post}"], cap=70,
    pre=["", "Ugh, ", "Honestly "],
    c=["my back is stiff from the desk", "I'm a bit tired after a long day", "work was hectic but fine", "I have a cold",
       "my legs are sore from squats", "my train was late again", "the neighbours were loud last night", "I had too much sugar today",
       "it's been a rainy, grey week", "my knee clicks when I run", "I'm annoyed I missed my workout", "the kids kept me up a bit",
       "I've got a busy week ahead", "I overate at dinner", "my allergies are acting up"], post=[".", "!", ""])
fam("en2-benign-time-means", S, "benign", "en",
    ["{pre}{s}{post}"], cap=70,
    pre=["", "Btw ", "Today "],
    s=["tonight I'm cooking for friends", "this weekend I'm going hiking", "on Friday I have a big deadline", "after they leave I'll clean the house",
       "I picked up my prescription", "I bought a new kitchen knife", "I got some rope for the garden fence", "I took two paracetamol for period pain",
       "my husband went hunting with his rifle", "we stood on the bridge watching the fireworks", "we had drinks on the roof terrace",
       "I took the train to the coast", "I counted my pills into the weekly organiser", "I'm on the bridge of the ship for my shift",
       "I have my running gear ready for tomorrow", "I wrote a farewell card for my retiring boss", "I gave my old bike to my nephew"],
    post=[".", ""])
fam("en2-idiom-more", S, "idiom", "en",
    ["{pre}{s}{post}"], cap=70,
    pre=["", "lol ", "Honestly "],
    s=["that workout killed me", "the hill almost killed me", "I'm dying to see that movie", "we got slaughtered in the match",
       "shoot for the stars", "my legs are dead after leg day", "this heat is brutal", "that spin class was murder",
       "my inbox is killing me", "I'd kill for a nap", "I was dying of boredom in that meeting", "the deadline is going to be the death of me",
       "I'm so dead if I miss the bus", "this playlist slaps, it's a killer", "we murdered that karaoke song"], post=[".", "!", ""])
fam("es2-benign", S, "benign", "es",
    ["{pre}{s}{post}"], cap=60, pre=["", "Hoy ", "Oye, "],
    s=["dormí siete horas", "quiero caminar más", "fui al gimnasio", "tengo la espalda cargada", "compré un cuchillo para la cocina",
       "me tomé un paracetamol por la regla", "esta noche ceno con amigos", "estoy entrenando para una carrera", "me duelen las piernas de correr",
       "este calor me está matando", "me muero de sueño", "subimos a la azotea a ver las estrellas", "cómo puedo dormir mejor"], post=[".", "?", ""])
fam("fr2-benign", S, "benign", "fr",
    ["{pre}{s}{post}"], cap=60, pre=["", "Aujourd'hui ", "Salut, "],
    s=["j'ai dormi sept heures", "je veux marcher plus", "je suis allé à la salle", "j'ai mal au dos", "j'ai acheté un couteau de cuisine",
       "j'ai pris un doliprane pour la migraine", "ce soir je dîne avec des amis", "je m'entraîne pour un semi-marathon", "j'ai les jambes mortes après le sport",
       "ce boulot me tue", "je suis mort de fatigue", "on est montés sur le toit voir le feu d'artifice", "comment mieux dormir"], post=[".", "?", ""])
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

def dropped(text, r):
    """A letter left out or doubled, the other common slip of a phone keyboard."""
    words = text.split()
    long = [i for i, w in enumerate(words) if len(w) > 4 and w.isalpha()]
    if not long: return text
    i = r.choice(long); w = words[i]; j = r.randrange(1, len(w) - 1)
    words[i] = w[:j] + w[j + 1:] if r.random() < 0.7 else w[:j] + w[j] + w[j:]
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
        if i % 4 == 3: rows.append((name, label, category, lang, "typo", dropped(chat(t) if i % 8 == 3 else t, r)))
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
# The spent judges' hand-written families (Data/safety/judges/round<N>-families.jsonl, docs/safety.md,
# round 17) follow this file in the corpus the trainer reads; they are checked here with it.
import glob, os
here = os.path.dirname(os.path.abspath(__file__))
judges = sorted(glob.glob(os.path.join(here, "..", "..", "Data", "safety", "judges", "round*-families.jsonl")))
hand_written = []
for judge in judges:
    with open(judge, encoding="utf-8") as f:
        hand_written.extend(json.loads(line) for line in f if line.strip())
# Test sets measure, they never teach: refuse to write a corpus holding any frozen set's text (case
# aside). Set 1 (`frozen-test.jsonl`) is left out: seven of its texts equal generated sentences the
# corpus has always held, found only when this check was added (disclosed in FROZEN.md).
frozen = set()
for frozen_set in glob.glob(os.path.join(here, "..", "..", "Tests", "Fixtures", "safety", "frozen-test-*.jsonl")):
    with open(frozen_set, encoding="utf-8") as f:
        frozen.update(json.loads(line)["text"].strip().lower() for line in f if line.strip())
taught = [o["text"] for o in out + hand_written if o["text"].strip().lower() in frozen]
if not frozen or taught:
    sys.exit(f"make_training_corpus: {len(taught)} texts of a frozen set in the corpus (first: {taught[:1]})" if taught
             else "make_training_corpus: no frozen set found under Tests/Fixtures/safety/ to check against")
path = sys.argv[1] if len(sys.argv) > 1 else "Data/safety/training-corpus.jsonl"
with open(path, "w", encoding="utf-8") as f:
    for o in out: f.write(json.dumps(o, ensure_ascii=False) + "\n")
from collections import Counter
print(len(out), "sentences,", len(families), "families (and", len(hand_written), "hand-written sentences of", len(judges), "judges, checked),", dict(Counter(o["label"] for o in out)), dict(Counter(o["lang"] for o in out)), file=sys.stderr)
