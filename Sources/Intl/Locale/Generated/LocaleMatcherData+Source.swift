// GENERATED FILE, DO NOT EDIT. Regenerate with: Scripts/generate-locale-matcher-data.sh
// Source: ICU 72.1's compiled CLDR matching data (bundle "langInfo", tables likely and match).
// Contents: 1618 likely LSRs, 2352 likely-trie prefixes, 1030 distance-trie
// prefixes, 231 language and 38 region aliases, 16 region partitions,
// 6 paradigm locales; one line each, read once by LocaleMatcherData.

extension LocaleMatcherData {
    static let source = """
        languageAlias aam aas
        languageAlias adp dz
        languageAlias agp apf
        languageAlias ais ami
        languageAlias ajt aeb
        languageAlias aju jrb
        languageAlias alb sq
        languageAlias als sq
        languageAlias arb ar
        languageAlias arm hy
        languageAlias asd snz
        languageAlias aue ktz
        languageAlias ayr ay
        languageAlias ayx nun
        languageAlias azj az
        languageAlias baq eu
        languageAlias baz nvo
        languageAlias bcc bal
        languageAlias bcl bik
        languageAlias bgm bcg
        languageAlias bh bho
        languageAlias bhk fbl
        languageAlias bic bir
        languageAlias bjd drl
        languageAlias bjq bzc
        languageAlias bkb ebk
        languageAlias blg iba
        languageAlias btb beb
        languageAlias bur my
        languageAlias bxk luy
        languageAlias bxr bua
        languageAlias ccq rki
        languageAlias chi zh
        languageAlias cjr mom
        languageAlias cka cmr
        languageAlias cld syr
        languageAlias cmk xch
        languageAlias cmn zh
        languageAlias coy pij
        languageAlias cqu quh
        languageAlias cwd cr
        languageAlias cze cs
        languageAlias daf dnj
        languageAlias dap njz
        languageAlias dgo doi
        languageAlias dhd mwr
        languageAlias dik din
        languageAlias diq zza
        languageAlias dit dif
        languageAlias djl dze
        languageAlias dkl aqd
        languageAlias drh mn
        languageAlias drr kzk
        languageAlias dud uth
        languageAlias duj dwu
        languageAlias dut nl
        languageAlias dwl dbt
        languageAlias ekk et
        languageAlias elp amq
        languageAlias emk man
        languageAlias esk ik
        languageAlias fat ak
        languageAlias fre fr
        languageAlias fuc ff
        languageAlias gav dev
        languageAlias gaz om
        languageAlias gbc wny
        languageAlias gbo grb
        languageAlias geo ka
        languageAlias ger de
        languageAlias gfx vaj
        languageAlias ggn gvr
        languageAlias ggo esg
        languageAlias ggr gtu
        languageAlias gio aou
        languageAlias gli kzk
        languageAlias gno gon
        languageAlias gre el
        languageAlias gti nyc
        languageAlias gug gn
        languageAlias guv duz
        languageAlias gya gba
        languageAlias hdn hai
        languageAlias hea hmn
        languageAlias him srx
        languageAlias hrr jal
        languageAlias ibi opa
        languageAlias ice is
        languageAlias ike iu
        languageAlias ill ilm
        languageAlias ilw gal
        languageAlias in id
        languageAlias iw he
        languageAlias izi eza
        languageAlias jar jgk
        languageAlias jeg oyb
        languageAlias ji yi
        languageAlias jw jv
        languageAlias kdv zkd
        languageAlias kgc tdf
        languageAlias kgd ncq
        languageAlias kgh kml
        languageAlias khk mn
        languageAlias kmr ku
        languageAlias knc kr
        languageAlias kng kg
        languageAlias knn kok
        languageAlias koj kwv
        languageAlias kpp jkm
        languageAlias kpv kv
        languageAlias krm bmf
        languageAlias ktr dtp
        languageAlias kvs gdj
        languageAlias kwq yam
        languageAlias kxe tvd
        languageAlias kxl kru
        languageAlias kzh dgl
        languageAlias kzj dtp
        languageAlias kzt dtp
        languageAlias lak ksp
        languageAlias lbk bnc
        languageAlias leg enl
        languageAlias lii raq
        languageAlias llo ngt
        languageAlias lmm rmx
        languageAlias lvs lv
        languageAlias mac mk
        languageAlias mao mi
        languageAlias may ms
        languageAlias meg cir
        languageAlias mgx jbk
        languageAlias mhr chm
        languageAlias mnk man
        languageAlias mnt wnn
        languageAlias mo ro
        languageAlias mof xnt
        languageAlias mst mry
        languageAlias mup raj
        languageAlias mwd dmw
        languageAlias mwj vaj
        languageAlias myd aog
        languageAlias myt mry
        languageAlias nad xny
        languageAlias nbf nru
        languageAlias nbx ekc
        languageAlias ncp kdz
        languageAlias nln azd
        languageAlias nlr nrk
        languageAlias nns nbr
        languageAlias nnx ngv
        languageAlias noo dtd
        languageAlias npi ne
        languageAlias nts pij
        languageAlias nxu bpp
        languageAlias ojg oj
        languageAlias ory or
        languageAlias oun vaj
        languageAlias pat kxr
        languageAlias pbu ps
        languageAlias pcr adx
        languageAlias per fa
        languageAlias pes fa
        languageAlias plt mg
        languageAlias pmc huw
        languageAlias pmu phr
        languageAlias pnb lah
        languageAlias ppa bfy
        languageAlias ppr lcq
        languageAlias pry prt
        languageAlias puz pub
        languageAlias quz qu
        languageAlias rmr emx
        languageAlias rmy rom
        languageAlias rum ro
        languageAlias sap aqt
        languageAlias sca hle
        languageAlias scc sr
        languageAlias scr hr
        languageAlias sgl isk
        languageAlias skk oyb
        languageAlias slo sk
        languageAlias smd kmb
        languageAlias snb iba
        languageAlias spy kln
        languageAlias src sc
        languageAlias sul sgd
        languageAlias sum ulw
        languageAlias swh sw
        languageAlias tdu dtp
        languageAlias tgg bjp
        languageAlias thc tpo
        languageAlias thw ola
        languageAlias thx oyb
        languageAlias tib bo
        languageAlias tid itd
        languageAlias tie ras
        languageAlias tkk twm
        languageAlias tl fil
        languageAlias tlw weo
        languageAlias tmp tyj
        languageAlias tne kak
        languageAlias tsf taj
        languageAlias ttq tmh
        languageAlias tw ak
        languageAlias umu del
        languageAlias unp wro
        languageAlias uok ema
        languageAlias uzn uz
        languageAlias wel cy
        languageAlias wgw wgb
        languageAlias wit nol
        languageAlias wiw nwo
        languageAlias xba cax
        languageAlias xia acn
        languageAlias xkh waw
        languageAlias xpe kpe
        languageAlias xrq dmw
        languageAlias xsj suj
        languageAlias xsl den
        languageAlias ybd rki
        languageAlias ydd yi
        languageAlias yen ynq
        languageAlias yiy yrm
        languageAlias yma lrr
        languageAlias ymt mtm
        languageAlias yos zom
        languageAlias yuu yug
        languageAlias zai zap
        languageAlias zir scv
        languageAlias zsm ms
        languageAlias zyb za
        regionAlias 062 034
        regionAlias 172 RU
        regionAlias 200 CZ
        regionAlias 230 ET
        regionAlias 280 DE
        regionAlias 532 CW
        regionAlias 582 FM
        regionAlias 736 SD
        regionAlias 830 JE
        regionAlias 886 YE
        regionAlias 890 RS
        regionAlias AN CW
        regionAlias BU MM
        regionAlias CS RS
        regionAlias CT KI
        regionAlias DD DE
        regionAlias DY BJ
        regionAlias FQ AQ
        regionAlias FX FR
        regionAlias HV BF
        regionAlias JT UM
        regionAlias MI UM
        regionAlias NH VU
        regionAlias NQ AQ
        regionAlias NT SA
        regionAlias PC FM
        regionAlias PU UM
        regionAlias PZ PA
        regionAlias QU EU
        regionAlias RH ZW
        regionAlias SU RU
        regionAlias TP TL
        regionAlias UK GB
        regionAlias VD VN
        regionAlias WK UM
        regionAlias YD YE
        regionAlias YU RS
        regionAlias ZR CD
        lsr - - -
        lsr skip script -
        lsr aa Latn ET
        lsr aai Latn ZZ
        lsr aak Latn ZZ
        lsr aau Latn ZZ
        lsr ab Cyrl GE
        lsr abi Latn ZZ
        lsr abq Cyrl ZZ
        lsr abr Latn GH
        lsr abt Latn ZZ
        lsr aby Latn ZZ
        lsr acd Latn ZZ
        lsr ace Latn ID
        lsr ach Latn UG
        lsr ada Latn GH
        lsr ade Latn ZZ
        lsr adj Latn ZZ
        lsr dz Tibt BT
        lsr ady Cyrl RU
        lsr adz Latn ZZ
        lsr ae Avst IR
        lsr aeb Arab TN
        lsr aey Latn ZZ
        lsr af Latn ZA
        lsr agc Latn ZZ
        lsr agd Latn ZZ
        lsr agg Latn ZZ
        lsr agm Latn ZZ
        lsr ago Latn ZZ
        lsr agq Latn CM
        lsr aha Latn ZZ
        lsr ahl Latn ZZ
        lsr aho Ahom IN
        lsr ajg Latn ZZ
        lsr ajt Arab TN
        lsr ak Latn GH
        lsr akk Xsux IQ
        lsr ala Latn ZZ
        lsr sq Latn AL
        lsr ali Latn ZZ
        lsr aln Latn XK
        lsr alt Cyrl RU
        lsr am Ethi ET
        lsr amm Latn ZZ
        lsr amn Latn ZZ
        lsr amo Latn NG
        lsr amp Latn ZZ
        lsr an Latn ES
        lsr anc Latn ZZ
        lsr ank Latn ZZ
        lsr ann Latn NG
        lsr any Latn ZZ
        lsr aoj Latn ZZ
        lsr aom Latn ZZ
        lsr aoz Latn ID
        lsr apc Arab ZZ
        lsr apd Arab TG
        lsr ape Latn ZZ
        lsr apr Latn ZZ
        lsr aps Latn ZZ
        lsr apz Latn ZZ
        lsr ar Arab EG
        lsr arc Armi IR
        lsr arc Nbat JO
        lsr arc Palm SY
        lsr arh Latn ZZ
        lsr hy Armn AM
        lsr arn Latn CL
        lsr aro Latn BO
        lsr arq Arab DZ
        lsr ars Arab SA
        lsr ary Arab MA
        lsr arz Arab EG
        lsr as Beng IN
        lsr asa Latn TZ
        lsr ase Sgnw US
        lsr asg Latn ZZ
        lsr aso Latn ZZ
        lsr ast Latn ES
        lsr ata Latn ZZ
        lsr atg Latn ZZ
        lsr atj Latn CA
        lsr auy Latn ZZ
        lsr av Cyrl RU
        lsr avl Arab ZZ
        lsr avn Latn ZZ
        lsr avt Latn ZZ
        lsr avu Latn ZZ
        lsr awa Deva IN
        lsr awb Latn ZZ
        lsr awo Latn ZZ
        lsr awx Latn ZZ
        lsr ay Latn BO
        lsr ayb Latn ZZ
        lsr az Latn AZ
        lsr az Arab IQ
        lsr az Arab IR
        lsr az Cyrl RU
        lsr ba Cyrl RU
        lsr bal Arab PK
        lsr ban Latn ID
        lsr bap Deva NP
        lsr eu Latn ES
        lsr bar Latn AT
        lsr bas Latn CM
        lsr bav Latn ZZ
        lsr bax Bamu CM
        lsr bba Latn ZZ
        lsr bbb Latn ZZ
        lsr bbc Latn ID
        lsr bbd Latn ZZ
        lsr bbj Latn CM
        lsr bbp Latn ZZ
        lsr bbr Latn ZZ
        lsr bcf Latn ZZ
        lsr bch Latn ZZ
        lsr bci Latn CI
        lsr bik Latn PH
        lsr bcm Latn ZZ
        lsr bcn Latn ZZ
        lsr bco Latn ZZ
        lsr bcq Ethi ZZ
        lsr bcu Latn ZZ
        lsr bdd Latn ZZ
        lsr be Cyrl BY
        lsr bef Latn ZZ
        lsr beh Latn ZZ
        lsr bej Arab SD
        lsr bem Latn ZM
        lsr bet Latn ZZ
        lsr bew Latn ID
        lsr bex Latn ZZ
        lsr bez Latn TZ
        lsr bfd Latn CM
        lsr bfq Taml IN
        lsr bft Arab PK
        lsr bfy Deva IN
        lsr bg Cyrl BG
        lsr bgc Deva IN
        lsr bgn Arab PK
        lsr bgx Grek TR
        lsr bho Deva IN
        lsr bhb Deva IN
        lsr bhg Latn ZZ
        lsr bhi Deva IN
        lsr bhl Latn ZZ
        lsr bhy Latn ZZ
        lsr bi Latn VU
        lsr bib Latn ZZ
        lsr big Latn ZZ
        lsr bim Latn ZZ
        lsr bin Latn NG
        lsr bio Latn ZZ
        lsr biq Latn ZZ
        lsr bjh Latn ZZ
        lsr bji Ethi ZZ
        lsr bjj Deva IN
        lsr bjn Latn ID
        lsr bjo Latn ZZ
        lsr bjr Latn ZZ
        lsr bjt Latn SN
        lsr bjz Latn ZZ
        lsr bkc Latn ZZ
        lsr bkm Latn CM
        lsr bkq Latn ZZ
        lsr bku Latn PH
        lsr bkv Latn ZZ
        lsr bla Latn CA
        lsr iba Latn MY
        lsr blt Tavt VN
        lsr bm Latn ML
        lsr bmh Latn ZZ
        lsr bmk Latn ZZ
        lsr bmq Latn ML
        lsr bmu Latn ZZ
        lsr bn Beng BD
        lsr bng Latn ZZ
        lsr bnm Latn ZZ
        lsr bnp Latn ZZ
        lsr bo Tibt CN
        lsr boj Latn ZZ
        lsr bom Latn ZZ
        lsr bon Latn ZZ
        lsr bpy Beng IN
        lsr bqc Latn ZZ
        lsr bqi Arab IR
        lsr bqp Latn ZZ
        lsr bqv Latn CI
        lsr br Latn FR
        lsr bra Deva IN
        lsr brh Arab PK
        lsr brx Deva IN
        lsr brz Latn ZZ
        lsr bs Latn BA
        lsr bsj Latn ZZ
        lsr bsq Bass LR
        lsr bss Latn CM
        lsr bst Ethi ZZ
        lsr bto Latn PH
        lsr btt Latn ZZ
        lsr btv Deva PK
        lsr bua Cyrl RU
        lsr buc Latn YT
        lsr bud Latn ZZ
        lsr bug Latn ID
        lsr buk Latn ZZ
        lsr bum Latn CM
        lsr buo Latn ZZ
        lsr my Mymr MM
        lsr bus Latn ZZ
        lsr buu Latn ZZ
        lsr bvb Latn GQ
        lsr bwd Latn ZZ
        lsr bwr Latn ZZ
        lsr bxh Latn ZZ
        lsr luy Latn KE
        lsr bye Latn ZZ
        lsr byn Ethi ER
        lsr byr Latn ZZ
        lsr bys Latn ZZ
        lsr byv Latn CM
        lsr byx Latn ZZ
        lsr bza Latn ZZ
        lsr bze Latn ML
        lsr bzf Latn ZZ
        lsr bzh Latn ZZ
        lsr bzw Latn ZZ
        lsr ca Latn ES
        lsr cad Latn US
        lsr can Latn ZZ
        lsr cbj Latn ZZ
        lsr cch Latn NG
        lsr ccp Cakm BD
        lsr ce Cyrl RU
        lsr ceb Latn PH
        lsr cfa Latn ZZ
        lsr cgg Latn UG
        lsr ch Latn GU
        lsr zh Hans CN
        lsr zh Hant AU
        lsr zh Hant BN
        lsr zh Hant GF
        lsr zh Hant HK
        lsr zh Hant ID
        lsr zh Hant MO
        lsr zh Hant PF
        lsr zh Hant PH
        lsr zh Hant PA
        lsr zh Hant SR
        lsr zh Hant TH
        lsr zh Hant TW
        lsr zh Hant GB
        lsr zh Hant US
        lsr zh Hant VN
        lsr zh Bopo TW
        lsr zh Hanb TW
        lsr chk Latn FM
        lsr chm Cyrl RU
        lsr cho Latn US
        lsr chp Latn CA
        lsr chr Cher US
        lsr cic Latn US
        lsr cja Arab KH
        lsr cjm Cham VN
        lsr cjv Latn ZZ
        lsr ckb Arab IQ
        lsr ckl Latn ZZ
        lsr cko Latn ZZ
        lsr cky Latn ZZ
        lsr cla Latn ZZ
        lsr clc Latn CA
        lsr syr Syrc IQ
        lsr cme Latn ZZ
        lsr cmg Soyo MN
        lsr co Latn FR
        lsr cop Copt EG
        lsr cps Latn PH
        lsr cr Cans CA
        lsr crg Latn CA
        lsr crh Cyrl UA
        lsr crk Cans CA
        lsr crl Cans CA
        lsr crs Latn SC
        lsr cs Latn CZ
        lsr csb Latn PL
        lsr csw Cans CA
        lsr ctd Pauc MM
        lsr cu Cyrl RU
        lsr cu Glag BG
        lsr cv Cyrl RU
        lsr cy Latn GB
        lsr da Latn DK
        lsr dad Latn ZZ
        lsr dnj Latn CI
        lsr dag Latn ZZ
        lsr dah Latn ZZ
        lsr dak Latn US
        lsr dar Cyrl RU
        lsr dav Latn KE
        lsr dbd Latn ZZ
        lsr dbq Latn ZZ
        lsr dcc Arab IN
        lsr ddn Latn ZZ
        lsr de Latn DE
        lsr ded Latn ZZ
        lsr den Latn CA
        lsr dga Latn ZZ
        lsr dgh Latn ZZ
        lsr dgi Latn ZZ
        lsr dgl Arab ZZ
        lsr doi Deva IN
        lsr dgr Latn CA
        lsr dgz Latn ZZ
        lsr mwr Deva IN
        lsr dia Latn ZZ
        lsr zza Latn TR
        lsr dje Latn NE
        lsr dmf Medf NG
        lsr dob Latn ZZ
        lsr dop Latn ZZ
        lsr dow Latn ZZ
        lsr mn Cyrl MN
        lsr mn Mong CN
        lsr dri Latn ZZ
        lsr drs Ethi ZZ
        lsr dsb Latn DE
        lsr dtm Latn ML
        lsr dtp Latn MY
        lsr dts Latn ZZ
        lsr dty Deva NP
        lsr dua Latn CM
        lsr duc Latn ZZ
        lsr uth Latn ZZ
        lsr dug Latn ZZ
        lsr nl Latn NL
        lsr dv Thaa MV
        lsr dva Latn ZZ
        lsr dww Latn ZZ
        lsr dyo Latn SN
        lsr dyu Latn BF
        lsr dzg Latn ZZ
        lsr ebu Latn KE
        lsr ee Latn GH
        lsr efi Latn NG
        lsr egl Latn IT
        lsr egy Egyp EG
        lsr eka Latn ZZ
        lsr et Latn EE
        lsr eky Kali MM
        lsr el Grek GR
        lsr ema Latn ZZ
        lsr emi Latn ZZ
        lsr man Latn GM
        lsr man Nkoo GN
        lsr en Latn US
        lsr en Shaw GB
        lsr enn Latn ZZ
        lsr enq Latn ZZ
        lsr eo Latn 001
        lsr eri Latn ZZ
        lsr es Latn ES
        lsr esg Gonm IN
        lsr ik Latn US
        lsr esu Latn US
        lsr etr Latn ZZ
        lsr ett Ital IT
        lsr etu Latn ZZ
        lsr etx Latn ZZ
        lsr ewo Latn CM
        lsr ext Latn ES
        lsr eza Latn ZZ
        lsr fa Arab IR
        lsr faa Latn ZZ
        lsr fab Latn ZZ
        lsr fag Latn ZZ
        lsr fai Latn ZZ
        lsr fan Latn GQ
        lsr ff Latn SN
        lsr ff Adlm GN
        lsr ffi Latn ZZ
        lsr ffm Latn ML
        lsr fi Latn FI
        lsr fia Arab SD
        lsr fil Latn PH
        lsr fit Latn SE
        lsr fj Latn FJ
        lsr flr Latn ZZ
        lsr fmp Latn ZZ
        lsr fo Latn FO
        lsr fod Latn ZZ
        lsr fon Latn BJ
        lsr for Latn ZZ
        lsr fpe Latn ZZ
        lsr fqs Latn ZZ
        lsr fr Latn FR
        lsr frc Latn US
        lsr frp Latn FR
        lsr frr Latn DE
        lsr frs Latn DE
        lsr fub Arab CM
        lsr fud Latn WF
        lsr fue Latn ZZ
        lsr fuf Latn GN
        lsr fuh Latn ZZ
        lsr fuq Latn NE
        lsr fur Latn IT
        lsr fuv Latn NG
        lsr fuy Latn ZZ
        lsr fvr Latn SD
        lsr fy Latn NL
        lsr ga Latn IE
        lsr gaa Latn GH
        lsr gaf Latn ZZ
        lsr gag Latn MD
        lsr gah Latn ZZ
        lsr gaj Latn ZZ
        lsr gam Latn ZZ
        lsr gan Hans CN
        lsr gaw Latn ZZ
        lsr gay Latn ID
        lsr om Latn ET
        lsr gba Latn ZZ
        lsr gbf Latn ZZ
        lsr gbm Deva IN
        lsr grb Latn ZZ
        lsr gby Latn ZZ
        lsr gbz Arab IR
        lsr gcr Latn GF
        lsr gd Latn GB
        lsr gde Latn ZZ
        lsr gdn Latn ZZ
        lsr gdr Latn ZZ
        lsr geb Latn ZZ
        lsr gej Latn ZZ
        lsr gel Latn ZZ
        lsr ka Geor GE
        lsr gez Ethi ET
        lsr gfk Latn ZZ
        lsr gvr Deva NP
        lsr ghs Latn ZZ
        lsr gil Latn KI
        lsr gim Latn ZZ
        lsr gjk Arab PK
        lsr gjn Latn ZZ
        lsr gju Arab PK
        lsr gkn Latn ZZ
        lsr gkp Latn ZZ
        lsr gl Latn ES
        lsr glk Arab IR
        lsr gmm Latn ZZ
        lsr gmv Ethi ZZ
        lsr gn Latn PY
        lsr gnd Latn ZZ
        lsr gng Latn ZZ
        lsr gon Telu IN
        lsr god Latn ZZ
        lsr gof Ethi ZZ
        lsr goi Latn ZZ
        lsr gom Deva IN
        lsr gor Latn ID
        lsr gos Latn NL
        lsr got Goth UA
        lsr grc Cprt CY
        lsr grc Linb GR
        lsr grt Beng IN
        lsr grw Latn ZZ
        lsr gsw Latn CH
        lsr gu Gujr IN
        lsr gub Latn BR
        lsr guc Latn CO
        lsr gud Latn ZZ
        lsr gur Latn GH
        lsr guw Latn ZZ
        lsr gux Latn ZZ
        lsr guz Latn KE
        lsr gv Latn IM
        lsr gvf Latn ZZ
        lsr gvs Latn ZZ
        lsr gwc Arab ZZ
        lsr gwi Latn CA
        lsr gwt Arab ZZ
        lsr gyi Latn ZZ
        lsr ha Latn NG
        lsr ha Arab SD
        lsr ha Arab CM
        lsr hag Latn ZZ
        lsr hak Hans CN
        lsr ham Latn ZZ
        lsr haw Latn US
        lsr haz Arab AF
        lsr hbb Latn ZZ
        lsr hdy Ethi ZZ
        lsr he Hebr IL
        lsr hhy Latn ZZ
        lsr hi Deva IN
        lsr hi Latn IN
        lsr hia Latn ZZ
        lsr hif Latn FJ
        lsr hig Latn ZZ
        lsr hih Latn ZZ
        lsr hil Latn PH
        lsr srx Deva IN
        lsr hla Latn ZZ
        lsr hlu Hluw TR
        lsr hmd Plrd CN
        lsr hmt Latn ZZ
        lsr hnd Arab PK
        lsr hne Deva IN
        lsr hnj Hmnp US
        lsr hnn Latn PH
        lsr hno Arab PK
        lsr ho Latn PG
        lsr hoc Deva IN
        lsr hoj Deva IN
        lsr hot Latn ZZ
        lsr hr Latn HR
        lsr hsb Latn DE
        lsr hsn Hans CN
        lsr ht Latn HT
        lsr hu Latn HU
        lsr hui Latn ZZ
        lsr hur Latn CA
        lsr hz Latn NA
        lsr ia Latn 001
        lsr ian Latn ZZ
        lsr iar Latn ZZ
        lsr ibb Latn NG
        lsr iby Latn ZZ
        lsr ica Latn ZZ
        lsr is Latn IS
        lsr ich Latn ZZ
        lsr id Latn ID
        lsr idd Latn ZZ
        lsr idi Latn ZZ
        lsr idu Latn ZZ
        lsr ife Latn TG
        lsr ig Latn NG
        lsr igb Latn ZZ
        lsr ige Latn ZZ
        lsr ii Yiii CN
        lsr ijj Latn ZZ
        lsr iu Cans CA
        lsr ikk Latn ZZ
        lsr ikw Latn ZZ
        lsr ikx Latn ZZ
        lsr ilo Latn PH
        lsr imo Latn ZZ
        lsr in Latn ID
        lsr inh Cyrl RU
        lsr io Latn 001
        lsr iou Latn ZZ
        lsr iri Latn ZZ
        lsr it Latn IT
        lsr iw Hebr IL
        lsr iwm Latn ZZ
        lsr iws Latn ZZ
        lsr izh Latn RU
        lsr izi Latn ZZ
        lsr ja Jpan JP
        lsr jab Latn ZZ
        lsr jam Latn JM
        lsr jgk Latn ZZ
        lsr jbo Latn 001
        lsr jbu Latn ZZ
        lsr jen Latn ZZ
        lsr jgo Latn CM
        lsr yi Hebr 001
        lsr jib Latn ZZ
        lsr jmc Latn TZ
        lsr jml Deva NP
        lsr jra Latn ZZ
        lsr jut Latn DK
        lsr jv Latn ID
        lsr jw Latn ID
        lsr kaa Cyrl UZ
        lsr kab Latn DZ
        lsr kac Latn MM
        lsr kad Latn ZZ
        lsr kai Latn ZZ
        lsr kaj Latn NG
        lsr kam Latn KE
        lsr kao Latn ML
        lsr kaw Kawi ID
        lsr kbd Cyrl RU
        lsr kbm Latn ZZ
        lsr kbp Latn ZZ
        lsr kbq Latn ZZ
        lsr kbx Latn ZZ
        lsr kby Arab NE
        lsr kcg Latn NG
        lsr kck Latn ZW
        lsr kcl Latn ZZ
        lsr kct Latn ZZ
        lsr kde Latn TZ
        lsr kdh Latn TG
        lsr kdl Latn ZZ
        lsr kdt Thai TH
        lsr kea Latn CV
        lsr ken Latn CM
        lsr kez Latn ZZ
        lsr kfo Latn CI
        lsr kfr Deva IN
        lsr kfy Deva IN
        lsr kg Latn CD
        lsr kge Latn ID
        lsr kgf Latn ZZ
        lsr kgp Latn BR
        lsr kha Latn IN
        lsr khb Talu CN
        lsr khn Deva IN
        lsr khq Latn ML
        lsr khs Latn ZZ
        lsr kht Mymr IN
        lsr khw Arab PK
        lsr khz Latn ZZ
        lsr ki Latn KE
        lsr kij Latn ZZ
        lsr kiu Latn TR
        lsr kiw Latn ZZ
        lsr kj Latn NA
        lsr kjd Latn ZZ
        lsr kjg Laoo LA
        lsr kjs Latn ZZ
        lsr kjy Latn ZZ
        lsr kk Cyrl KZ
        lsr kk Arab AF
        lsr kk Arab CN
        lsr kk Arab IR
        lsr kk Arab MN
        lsr kkc Latn ZZ
        lsr kkj Latn CM
        lsr kl Latn GL
        lsr kln Latn KE
        lsr klq Latn ZZ
        lsr klt Latn ZZ
        lsr klx Latn ZZ
        lsr km Khmr KH
        lsr kmb Latn AO
        lsr kmh Latn ZZ
        lsr kmo Latn ZZ
        lsr ku Latn TR
        lsr ku Arab LB
        lsr ku Arab IQ
        lsr ku Yezi GE
        lsr kms Latn ZZ
        lsr kmu Latn ZZ
        lsr kmw Latn ZZ
        lsr kn Knda IN
        lsr kr Latn ZZ
        lsr knf Latn GW
        lsr kok Deva IN
        lsr knp Latn ZZ
        lsr ko Kore KR
        lsr koi Cyrl RU
        lsr kol Latn ZZ
        lsr kos Latn FM
        lsr koz Latn ZZ
        lsr kpe Latn LR
        lsr kpf Latn ZZ
        lsr kpo Latn ZZ
        lsr kpr Latn ZZ
        lsr kv Cyrl RU
        lsr kpx Latn ZZ
        lsr kqb Latn ZZ
        lsr kqf Latn ZZ
        lsr kqs Latn ZZ
        lsr kqy Ethi ZZ
        lsr krc Cyrl RU
        lsr kri Latn SL
        lsr krj Latn PH
        lsr krl Latn RU
        lsr krs Latn ZZ
        lsr kru Deva IN
        lsr ks Arab IN
        lsr ksb Latn TZ
        lsr ksd Latn ZZ
        lsr ksf Latn CM
        lsr ksh Latn DE
        lsr ksj Latn ZZ
        lsr ksr Latn ZZ
        lsr ktb Ethi ZZ
        lsr ktm Latn ZZ
        lsr kto Latn ZZ
        lsr ktr Latn MY
        lsr kub Latn ZZ
        lsr kud Latn ZZ
        lsr kue Latn ZZ
        lsr kuj Latn ZZ
        lsr kum Cyrl RU
        lsr kun Latn ZZ
        lsr kup Latn ZZ
        lsr kus Latn ZZ
        lsr kvg Latn ZZ
        lsr kvr Latn ID
        lsr kvx Arab PK
        lsr kw Latn GB
        lsr kwj Latn ZZ
        lsr kwk Latn CA
        lsr kwo Latn ZZ
        lsr yam Latn ZZ
        lsr kxa Latn ZZ
        lsr kxc Ethi ZZ
        lsr tvd Latn ZZ
        lsr kxl Deva IN
        lsr kxm Thai TH
        lsr kxp Arab PK
        lsr kxw Latn ZZ
        lsr kxz Latn ZZ
        lsr ky Cyrl KG
        lsr ky Arab CN
        lsr ky Latn TR
        lsr kye Latn ZZ
        lsr kyx Latn ZZ
        lsr kzh Arab ZZ
        lsr kzj Latn MY
        lsr kzr Latn ZZ
        lsr kzt Latn MY
        lsr la Latn VA
        lsr lab Lina GR
        lsr lad Hebr IL
        lsr lag Latn TZ
        lsr lah Arab PK
        lsr laj Latn UG
        lsr las Latn ZZ
        lsr lb Latn LU
        lsr lbe Cyrl RU
        lsr lbu Latn ZZ
        lsr lbw Latn ID
        lsr lcm Latn ZZ
        lsr lcp Thai CN
        lsr ldb Latn ZZ
        lsr led Latn ZZ
        lsr lee Latn ZZ
        lsr lem Latn ZZ
        lsr lep Lepc IN
        lsr leq Latn ZZ
        lsr leu Latn ZZ
        lsr lez Cyrl RU
        lsr lg Latn UG
        lsr lgg Latn ZZ
        lsr li Latn NL
        lsr lia Latn ZZ
        lsr lid Latn ZZ
        lsr lif Deva NP
        lsr lif Limb IN
        lsr lig Latn ZZ
        lsr lih Latn ZZ
        lsr lij Latn IT
        lsr lil Latn CA
        lsr lis Lisu CN
        lsr ljp Latn ID
        lsr lki Arab IR
        lsr lkt Latn US
        lsr lle Latn ZZ
        lsr lln Latn ZZ
        lsr lmn Telu IN
        lsr lmo Latn IT
        lsr lmp Latn ZZ
        lsr ln Latn CD
        lsr lns Latn ZZ
        lsr lnu Latn ZZ
        lsr lo Laoo LA
        lsr loj Latn ZZ
        lsr lok Latn ZZ
        lsr lol Latn CD
        lsr lor Latn ZZ
        lsr los Latn ZZ
        lsr loz Latn ZM
        lsr lrc Arab IR
        lsr lt Latn LT
        lsr ltg Latn LV
        lsr lu Latn CD
        lsr lua Latn CD
        lsr luo Latn KE
        lsr luz Arab IR
        lsr lv Latn LV
        lsr lwl Thai TH
        lsr lzh Hans CN
        lsr lzz Latn TR
        lsr mk Cyrl MK
        lsr mad Latn ID
        lsr maf Latn CM
        lsr mag Deva IN
        lsr mai Deva IN
        lsr mak Latn ID
        lsr mi Latn NZ
        lsr mas Latn KE
        lsr maw Latn ZZ
        lsr ms Latn MY
        lsr ms Arab CC
        lsr maz Latn MX
        lsr mbh Latn ZZ
        lsr mbo Latn ZZ
        lsr mbq Latn ZZ
        lsr mbu Latn ZZ
        lsr mbw Latn ZZ
        lsr mci Latn ZZ
        lsr mcp Latn ZZ
        lsr mcq Latn ZZ
        lsr mcr Latn ZZ
        lsr mcu Latn ZZ
        lsr mda Latn ZZ
        lsr mde Arab ZZ
        lsr mdf Cyrl RU
        lsr mdh Latn PH
        lsr mdj Latn ZZ
        lsr mdr Latn ID
        lsr mdx Ethi ZZ
        lsr med Latn ZZ
        lsr mee Latn ZZ
        lsr mek Latn ZZ
        lsr men Latn SL
        lsr mer Latn KE
        lsr met Latn ZZ
        lsr meu Latn ZZ
        lsr mfa Arab TH
        lsr mfe Latn MU
        lsr mfn Latn ZZ
        lsr mfo Latn ZZ
        lsr mfq Latn ZZ
        lsr mg Latn MG
        lsr mgh Latn MZ
        lsr mgl Latn ZZ
        lsr mgo Latn CM
        lsr mgp Deva NP
        lsr mgy Latn TZ
        lsr mh Latn MH
        lsr mhi Latn ZZ
        lsr mhl Latn ZZ
        lsr mic Latn CA
        lsr mif Latn ZZ
        lsr min Latn ID
        lsr miw Latn ZZ
        lsr mki Arab ZZ
        lsr mkl Latn ZZ
        lsr mkp Latn ZZ
        lsr mkw Latn ZZ
        lsr ml Mlym IN
        lsr mle Latn ZZ
        lsr mlp Latn ZZ
        lsr mls Latn SD
        lsr mmo Latn ZZ
        lsr mmu Latn ZZ
        lsr mmx Latn ZZ
        lsr mna Latn ZZ
        lsr mnf Latn ZZ
        lsr mni Beng IN
        lsr mnw Mymr MM
        lsr ro Latn RO
        lsr moa Latn ZZ
        lsr moe Latn CA
        lsr moh Latn CA
        lsr mos Latn BF
        lsr mox Latn ZZ
        lsr mpp Latn ZZ
        lsr mps Latn ZZ
        lsr mpt Latn ZZ
        lsr mpx Latn ZZ
        lsr mql Latn ZZ
        lsr mr Deva IN
        lsr mrd Deva NP
        lsr mrj Cyrl RU
        lsr mro Mroo BD
        lsr mt Latn MT
        lsr mtc Latn ZZ
        lsr mtf Latn ZZ
        lsr mti Latn ZZ
        lsr mtr Deva IN
        lsr mua Latn CM
        lsr raj Deva IN
        lsr mur Latn ZZ
        lsr mus Latn US
        lsr mva Latn ZZ
        lsr mvn Latn ZZ
        lsr mvy Arab PK
        lsr mwk Latn ML
        lsr mwv Latn ID
        lsr mww Hmnp US
        lsr mxc Latn ZW
        lsr mxm Latn ZZ
        lsr myk Latn ZZ
        lsr mym Ethi ZZ
        lsr myv Cyrl RU
        lsr myw Latn ZZ
        lsr myx Latn UG
        lsr myz Mand IR
        lsr mzk Latn ZZ
        lsr mzm Latn ZZ
        lsr mzn Arab IR
        lsr mzp Latn ZZ
        lsr mzw Latn ZZ
        lsr mzz Latn ZZ
        lsr na Latn NR
        lsr nac Latn ZZ
        lsr naf Latn ZZ
        lsr nak Latn ZZ
        lsr nan Hans CN
        lsr nap Latn IT
        lsr naq Latn NA
        lsr nas Latn ZZ
        lsr nb Latn NO
        lsr nca Latn ZZ
        lsr nce Latn ZZ
        lsr ncf Latn ZZ
        lsr nch Latn MX
        lsr nco Latn ZZ
        lsr ncu Latn ZZ
        lsr nd Latn ZW
        lsr ndc Latn MZ
        lsr nds Latn DE
        lsr ne Deva NP
        lsr neb Latn ZZ
        lsr new Deva NP
        lsr nex Latn ZZ
        lsr nfr Latn ZZ
        lsr ng Latn NA
        lsr nga Latn ZZ
        lsr ngb Latn ZZ
        lsr ngl Latn MZ
        lsr nhb Latn ZZ
        lsr nhe Latn MX
        lsr nhw Latn MX
        lsr nif Latn ZZ
        lsr nii Latn ZZ
        lsr nij Latn ID
        lsr nin Latn ZZ
        lsr niu Latn NU
        lsr niy Latn ZZ
        lsr niz Latn ZZ
        lsr njo Latn IN
        lsr nkg Latn ZZ
        lsr nko Latn ZZ
        lsr nmg Latn CM
        lsr nmz Latn ZZ
        lsr nn Latn NO
        lsr nnf Latn ZZ
        lsr nnh Latn CM
        lsr nnk Latn ZZ
        lsr nnm Latn ZZ
        lsr nnp Wcho IN
        lsr no Latn NO
        lsr nod Lana TH
        lsr noe Deva IN
        lsr non Runr SE
        lsr nop Latn ZZ
        lsr nou Latn ZZ
        lsr nqo Nkoo GN
        lsr nr Latn ZA
        lsr nrb Latn ZZ
        lsr nsk Cans CA
        lsr nsn Latn ZZ
        lsr nso Latn ZA
        lsr nss Latn ZZ
        lsr nst Tnsa IN
        lsr ntm Latn ZZ
        lsr ntr Latn ZZ
        lsr nui Latn ZZ
        lsr nup Latn ZZ
        lsr nus Latn SS
        lsr nuv Latn ZZ
        lsr nux Latn ZZ
        lsr nv Latn US
        lsr nwb Latn ZZ
        lsr nxq Latn CN
        lsr nxr Latn ZZ
        lsr ny Latn MW
        lsr nym Latn TZ
        lsr nyn Latn UG
        lsr nzi Latn GH
        lsr oc Latn FR
        lsr oc Latn ES
        lsr ogc Latn ZZ
        lsr oj Cans CA
        lsr ojs Cans CA
        lsr oka Latn CA
        lsr okr Latn ZZ
        lsr okv Latn ZZ
        lsr ong Latn ZZ
        lsr onn Latn ZZ
        lsr ons Latn ZZ
        lsr opm Latn ZZ
        lsr or Orya IN
        lsr oro Latn ZZ
        lsr oru Arab ZZ
        lsr os Cyrl GE
        lsr osa Osge US
        lsr ota Arab ZZ
        lsr otk Orkh MN
        lsr oui Ougr 143
        lsr ozm Latn ZZ
        lsr pa Guru IN
        lsr pa Arab PK
        lsr pag Latn PH
        lsr pal Phli IR
        lsr pal Phlp CN
        lsr pam Latn PH
        lsr pap Latn AW
        lsr pau Latn PW
        lsr pbi Latn ZZ
        lsr ps Arab AF
        lsr pcd Latn FR
        lsr pcm Latn NG
        lsr pdc Latn US
        lsr pdt Latn CA
        lsr ped Latn ZZ
        lsr peo Xpeo IR
        lsr pex Latn ZZ
        lsr pfl Latn DE
        lsr phl Arab ZZ
        lsr phn Phnx LB
        lsr pil Latn ZZ
        lsr pip Latn ZZ
        lsr pis Latn SB
        lsr pka Brah IN
        lsr pko Latn KE
        lsr pl Latn PL
        lsr pla Latn ZZ
        lsr pms Latn IT
        lsr png Latn ZZ
        lsr pnn Latn ZZ
        lsr pnt Grek GR
        lsr pon Latn FM
        lsr ppa Deva IN
        lsr ppo Latn ZZ
        lsr pqm Latn CA
        lsr pra Khar PK
        lsr prd Arab IR
        lsr prg Latn 001
        lsr pss Latn ZZ
        lsr pt Latn BR
        lsr ptp Latn ZZ
        lsr puu Latn GA
        lsr pwa Latn ZZ
        lsr qu Latn PE
        lsr quc Latn GT
        lsr qug Latn EC
        lsr rai Latn ZZ
        lsr rao Latn ZZ
        lsr rcf Latn RE
        lsr rej Latn ID
        lsr rel Latn ZZ
        lsr res Latn ZZ
        lsr rgn Latn IT
        lsr rhg Rohg MM
        lsr ria Latn IN
        lsr rif Tfng MA
        lsr rif Latn NL
        lsr rjs Deva NP
        lsr rkt Beng BD
        lsr rm Latn CH
        lsr rmf Latn FI
        lsr rmo Latn CH
        lsr rmt Arab IR
        lsr rmu Latn SE
        lsr rn Latn BI
        lsr rna Latn ZZ
        lsr rng Latn MZ
        lsr rob Latn ID
        lsr rof Latn TZ
        lsr roo Latn ZZ
        lsr rro Latn ZZ
        lsr rtm Latn FJ
        lsr ru Cyrl RU
        lsr rue Cyrl UA
        lsr rug Latn SB
        lsr rw Latn RW
        lsr rwk Latn TZ
        lsr rwo Latn ZZ
        lsr ryu Kana JP
        lsr sa Deva IN
        lsr saf Latn GH
        lsr sah Cyrl RU
        lsr saq Latn KE
        lsr sas Latn ID
        lsr sat Olck IN
        lsr sav Latn SN
        lsr saz Saur IN
        lsr sba Latn ZZ
        lsr sbe Latn ZZ
        lsr sbp Latn TZ
        lsr sc Latn IT
        lsr sr Cyrl RS
        lsr sr Latn RU
        lsr sr Latn ME
        lsr sr Latn RO
        lsr sr Latn TR
        lsr sck Deva IN
        lsr scl Arab ZZ
        lsr scn Latn IT
        lsr sco Latn GB
        lsr sd Arab PK
        lsr sd Deva IN
        lsr sd Khoj IN
        lsr sd Sind IN
        lsr sdc Latn IT
        lsr sdh Arab IR
        lsr se Latn NO
        lsr sef Latn CI
        lsr seh Latn MZ
        lsr sei Latn MX
        lsr ses Latn ML
        lsr sg Latn CF
        lsr sga Ogam IE
        lsr sgs Latn LT
        lsr sgw Ethi ZZ
        lsr sgz Latn ZZ
        lsr shi Tfng MA
        lsr shk Latn ZZ
        lsr shn Mymr MM
        lsr shu Arab ZZ
        lsr si Sinh LK
        lsr sid Latn ET
        lsr sig Latn ZZ
        lsr sil Latn ZZ
        lsr sim Latn ZZ
        lsr sjr Latn ZZ
        lsr sk Latn SK
        lsr skc Latn ZZ
        lsr skr Arab PK
        lsr sks Latn ZZ
        lsr sl Latn SI
        lsr sld Latn ZZ
        lsr sli Latn PL
        lsr sll Latn ZZ
        lsr sly Latn ID
        lsr sm Latn WS
        lsr sma Latn SE
        lsr smd Latn AO
        lsr smj Latn SE
        lsr smn Latn FI
        lsr smp Samr IL
        lsr smq Latn ZZ
        lsr sms Latn FI
        lsr sn Latn ZW
        lsr snb Latn MY
        lsr snc Latn ZZ
        lsr snk Latn ML
        lsr snp Latn ZZ
        lsr snx Latn ZZ
        lsr sny Latn ZZ
        lsr so Latn SO
        lsr sog Sogd UZ
        lsr sok Latn ZZ
        lsr soq Latn ZZ
        lsr sou Thai TH
        lsr soy Latn ZZ
        lsr spd Latn ZZ
        lsr spl Latn ZZ
        lsr sps Latn ZZ
        lsr srb Sora IN
        lsr srn Latn SR
        lsr srr Latn SN
        lsr ss Latn ZA
        lsr ssd Latn ZZ
        lsr ssg Latn ZZ
        lsr ssy Latn ER
        lsr st Latn ZA
        lsr stk Latn ZZ
        lsr stq Latn DE
        lsr su Latn ID
        lsr sua Latn ZZ
        lsr sue Latn ZZ
        lsr suk Latn TZ
        lsr sur Latn ZZ
        lsr sus Latn GN
        lsr sv Latn SE
        lsr sw Latn TZ
        lsr swb Arab YT
        lsr swc Latn CD
        lsr swg Latn DE
        lsr swp Latn ZZ
        lsr swv Deva IN
        lsr sxn Latn ID
        lsr sxw Latn ZZ
        lsr syl Beng BD
        lsr szl Latn PL
        lsr ta Taml IN
        lsr taj Deva NP
        lsr tal Latn ZZ
        lsr tan Latn ZZ
        lsr taq Latn ZZ
        lsr tbc Latn ZZ
        lsr tbd Latn ZZ
        lsr tbf Latn ZZ
        lsr tbg Latn ZZ
        lsr tbo Latn ZZ
        lsr tbw Latn PH
        lsr tbz Latn ZZ
        lsr tci Latn ZZ
        lsr tcy Knda IN
        lsr tdd Tale CN
        lsr tdg Deva NP
        lsr tdh Deva NP
        lsr tdu Latn MY
        lsr te Telu IN
        lsr ted Latn ZZ
        lsr tem Latn SL
        lsr teo Latn UG
        lsr tet Latn TL
        lsr tfi Latn ZZ
        lsr tg Cyrl TJ
        lsr tg Arab PK
        lsr tgc Latn ZZ
        lsr tgo Latn ZZ
        lsr tgu Latn ZZ
        lsr th Thai TH
        lsr thl Deva NP
        lsr thq Deva NP
        lsr thr Deva NP
        lsr ti Ethi ET
        lsr tif Latn ZZ
        lsr tig Ethi ER
        lsr tik Latn ZZ
        lsr tim Latn ZZ
        lsr tio Latn ZZ
        lsr tiv Latn NG
        lsr tk Latn TM
        lsr tkl Latn TK
        lsr tkr Latn AZ
        lsr tkt Deva NP
        lsr tl Latn PH
        lsr tlf Latn ZZ
        lsr tlx Latn ZZ
        lsr tly Latn AZ
        lsr tmh Latn NE
        lsr tmy Latn ZZ
        lsr tn Latn ZA
        lsr tnh Latn ZZ
        lsr to Latn TO
        lsr tof Latn ZZ
        lsr tog Latn MW
        lsr tok Latn 001
        lsr toq Latn ZZ
        lsr tpi Latn PG
        lsr tpm Latn ZZ
        lsr tpz Latn ZZ
        lsr tqo Latn ZZ
        lsr tr Latn TR
        lsr tru Latn TR
        lsr trv Latn TW
        lsr trw Arab PK
        lsr ts Latn ZA
        lsr tsd Grek GR
        lsr tsf Deva NP
        lsr tsg Latn PH
        lsr tsj Tibt BT
        lsr tsw Latn ZZ
        lsr tt Cyrl RU
        lsr ttd Latn ZZ
        lsr tte Latn ZZ
        lsr ttj Latn UG
        lsr ttr Latn ZZ
        lsr tts Thai TH
        lsr ttt Latn AZ
        lsr tuh Latn ZZ
        lsr tul Latn ZZ
        lsr tum Latn MW
        lsr tuq Latn ZZ
        lsr tvl Latn TV
        lsr tvu Latn ZZ
        lsr twh Latn ZZ
        lsr twq Latn NE
        lsr txg Tang CN
        lsr txo Toto IN
        lsr ty Latn PF
        lsr tya Latn ZZ
        lsr tyv Cyrl RU
        lsr tzm Latn MA
        lsr ubu Latn ZZ
        lsr udi Aghb RU
        lsr udm Cyrl RU
        lsr ug Arab CN
        lsr ug Cyrl KZ
        lsr ug Cyrl MN
        lsr uga Ugar SY
        lsr uk Cyrl UA
        lsr uli Latn FM
        lsr umb Latn AO
        lsr en Latn NG
        lsr en Latn AU
        lsr es Latn MX
        lsr sw Latn CD
        lsr en Latn ZA
        lsr es Latn CU
        lsr en Latn PG
        lsr en Latn GU
        lsr uz Latn UZ
        lsr ar Arab SA
        lsr en Latn GB
        lsr es Latn 419
        lsr pap Latn CW
        lsr ar Arab SD
        lsr ar Arab YE
        lsr ca Latn AD
        lsr ar Arab AE
        lsr fa Arab AF
        lsr pt Latn AO
        lsr und Latn AQ
        lsr es Latn AR
        lsr sm Latn AS
        lsr de Latn AT
        lsr nl Latn AW
        lsr sv Latn AX
        lsr nl Latn BE
        lsr fr Latn BF
        lsr ar Arab BH
        lsr fr Latn BJ
        lsr fr Latn BL
        lsr ms Latn BN
        lsr es Latn BO
        lsr pap Latn BQ
        lsr und Latn BV
        lsr fr Latn CF
        lsr fr Latn CG
        lsr de Latn CH
        lsr fr Latn CI
        lsr es Latn CL
        lsr fr Latn CM
        lsr es Latn CO
        lsr und Latn CP
        lsr es Latn CR
        lsr pt Latn CV
        lsr el Grek CY
        lsr aa Latn DJ
        lsr es Latn DO
        lsr ar Arab DZ
        lsr es Latn EA
        lsr es Latn EC
        lsr ar Arab EH
        lsr ti Ethi ER
        lsr en Latn IE
        lsr de Latn EZ
        lsr fr Latn GA
        lsr fr Latn GF
        lsr fr Latn GN
        lsr fr Latn GP
        lsr es Latn GQ
        lsr und Latn GS
        lsr es Latn GT
        lsr pt Latn GW
        lsr und Latn HM
        lsr es Latn HN
        lsr es Latn IC
        lsr ar Arab IQ
        lsr ar Arab JO
        lsr sw Latn KE
        lsr ar Arab KM
        lsr ko Kore KP
        lsr ar Arab KW
        lsr ru Cyrl KZ
        lsr ar Arab LB
        lsr de Latn LI
        lsr st Latn LS
        lsr fr Latn LU
        lsr ar Arab LY
        lsr ar Arab MA
        lsr fr Latn MC
        lsr ro Latn MD
        lsr fr Latn MF
        lsr fr Latn MQ
        lsr ar Arab MR
        lsr pt Latn MZ
        lsr af Latn NA
        lsr fr Latn NC
        lsr ha Latn NE
        lsr es Latn NI
        lsr ar Arab OM
        lsr es Latn PA
        lsr es Latn PE
        lsr fr Latn PF
        lsr ur Arab PK
        lsr fr Latn PM
        lsr es Latn PR
        lsr ar Arab PS
        lsr pt Latn PT
        lsr ar Arab QA
        lsr en Latn DG
        lsr fr Latn RE
        lsr fr Latn SC
        lsr nb Latn SJ
        lsr it Latn SM
        lsr fr Latn SN
        lsr nl Latn SR
        lsr pt Latn ST
        lsr es Latn SV
        lsr ar Arab SY
        lsr fr Latn TD
        lsr fr Latn TF
        lsr fr Latn TG
        lsr pt Latn TL
        lsr ar Arab TN
        lsr sw Latn UG
        lsr es Latn UY
        lsr it Latn VA
        lsr vi Latn VN
        lsr es Latn VE
        lsr fr Latn WF
        lsr sq Latn XK
        lsr fr Latn YT
        lsr rhg Arab MM
        lsr ur Arab GB
        lsr ms Arab ID
        lsr ur Arab IN
        lsr ur Arab MU
        lsr ha Arab NG
        lsr fa Arab TJ
        lsr az Arab TR
        lsr ban Bali ID
        lsr bbc Batk ID
        lsr sa Bhks IN
        lsr fr Brai FR
        lsr bug Bugi ID
        lsr bku Buhd PH
        lsr xcr Cari TR
        lsr xco Chrs UZ
        lsr und Cpmn CY
        lsr mk Cyrl AL
        lsr sr Cyrl BA
        lsr mk Cyrl GR
        lsr uk Cyrl MD
        lsr bg Cyrl RO
        lsr uk Cyrl SK
        lsr kbd Cyrl TR
        lsr sr Cyrl XK
        lsr ne Deva BT
        lsr hif Deva FJ
        lsr bho Deva MU
        lsr dv Diak MV
        lsr doi Dogr IN
        lsr fr Dupl FR
        lsr sq Elba AL
        lsr arc Elym IR
        lsr wsg Gong IN
        lsr sa Gran IN
        lsr ko Hang KR
        lsr zh Hani CN
        lsr hnn Hano PH
        lsr yue Hant CA
        lsr yi Hebr SE
        lsr yi Hebr UA
        lsr yi Hebr US
        lsr ja Hira JP
        lsr hnj Hmng LA
        lsr hu Hung HU
        lsr ko Jamo KR
        lsr jv Java ID
        lsr ja Kana JP
        lsr zkt Kits CN
        lsr bho Kthi IN
        lsr en Latn ET
        lsr tk Latn AF
        lsr ku Latn AM
        lsr za Latn CN
        lsr tr Latn CY
        lsr fr Latn DZ
        lsr ku Latn GE
        lsr tk Latn IR
        lsr fr Latn KM
        lsr fr Latn MA
        lsr sq Latn MK
        lsr pt Latn MO
        lsr fr Latn MR
        lsr fr Latn SY
        lsr fr Latn TN
        lsr pl Latn UA
        lsr xlc Lyci TR
        lsr xld Lydi TR
        lsr hi Mahj IN
        lsr mak Maka ID
        lsr xmn Mani CN
        lsr bo Marc CN
        lsr men Mend SL
        lsr xmr Merc SD
        lsr xmr Mero SD
        lsr mr Modi IN
        lsr mni Mtei IN
        lsr skr Mult PK
        lsr mnw Mymr TH
        lsr unr Nagm IN
        lsr sa Nand IN
        lsr xna Narb SA
        lsr new Newa NP
        lsr zhx Nshu CN
        lsr so Osma SO
        lsr kv Perm RU
        lsr lzh Phag CN
        lsr xpr Prti IR
        lsr rej Rjng ID
        lsr xsa Sarb YE
        lsr sa Shrd IN
        lsr sa Sidd IN
        lsr sog Sogo UZ
        lsr su Sund ID
        lsr syl Sylo BD
        lsr tbw Tagb PH
        lsr doi Takr IN
        lsr zgh Tfng MA
        lsr fil Tglg PH
        lsr kdt Thai KH
        lsr kdt Thai LA
        lsr mai Tirh IN
        lsr vai Vaii LR
        lsr sq Vith AL
        lsr hoc Wara IN
        lsr cmg Zanb MN
        lsr unr Beng IN
        lsr unr Deva NP
        lsr unx Beng IN
        lsr uok Latn ZZ
        lsr uri Latn ZZ
        lsr urt Latn ZZ
        lsr urw Latn ZZ
        lsr usa Latn ZZ
        lsr utr Latn ZZ
        lsr uvh Latn ZZ
        lsr uvl Latn ZZ
        lsr uz Arab AF
        lsr uz Cyrl CN
        lsr vag Latn ZZ
        lsr van Latn ZZ
        lsr ve Latn ZA
        lsr vec Latn IT
        lsr vep Latn RU
        lsr vic Latn SX
        lsr viv Latn ZZ
        lsr vls Latn BE
        lsr vmf Latn DE
        lsr vmw Latn MZ
        lsr vo Latn 001
        lsr vot Latn RU
        lsr vro Latn EE
        lsr vun Latn TZ
        lsr vut Latn ZZ
        lsr wa Latn BE
        lsr wae Latn CH
        lsr waj Latn ZZ
        lsr wal Ethi ET
        lsr wan Latn ZZ
        lsr war Latn PH
        lsr wbp Latn AU
        lsr wbq Telu IN
        lsr wbr Deva IN
        lsr wci Latn ZZ
        lsr wer Latn ZZ
        lsr wgi Latn ZZ
        lsr whg Latn ZZ
        lsr wib Latn ZZ
        lsr wiu Latn ZZ
        lsr wiv Latn ZZ
        lsr wja Latn ZZ
        lsr wji Latn ZZ
        lsr wls Latn WF
        lsr wmo Latn ZZ
        lsr wnc Latn ZZ
        lsr wni Arab KM
        lsr wnu Latn ZZ
        lsr wo Latn SN
        lsr wob Latn ZZ
        lsr wos Latn ZZ
        lsr wrs Latn ZZ
        lsr wsk Latn ZZ
        lsr wtm Deva IN
        lsr wuu Hans CN
        lsr wuv Latn ZZ
        lsr wwa Latn ZZ
        lsr xav Latn BR
        lsr xbi Latn ZZ
        lsr xes Latn ZZ
        lsr xh Latn ZA
        lsr xla Latn ZZ
        lsr xmf Geor GE
        lsr xnr Deva IN
        lsr xog Latn UG
        lsr xon Latn ZZ
        lsr xrb Latn ZZ
        lsr xsi Latn ZZ
        lsr xsm Latn ZZ
        lsr xsr Deva NP
        lsr xwe Latn ZZ
        lsr yao Latn MZ
        lsr yap Latn FM
        lsr yas Latn ZZ
        lsr yat Latn ZZ
        lsr yav Latn CM
        lsr yay Latn ZZ
        lsr yaz Latn ZZ
        lsr yba Latn ZZ
        lsr ybb Latn CM
        lsr yby Latn ZZ
        lsr yer Latn ZZ
        lsr ygr Latn ZZ
        lsr ygw Latn ZZ
        lsr yko Latn ZZ
        lsr yle Latn ZZ
        lsr ylg Latn ZZ
        lsr yll Latn ZZ
        lsr yml Latn ZZ
        lsr yo Latn NG
        lsr yon Latn ZZ
        lsr yrb Latn ZZ
        lsr yre Latn ZZ
        lsr yrl Latn BR
        lsr yss Latn ZZ
        lsr yua Latn MX
        lsr yue Hant HK
        lsr yue Hans CN
        lsr yuj Latn ZZ
        lsr yut Latn ZZ
        lsr yuw Latn ZZ
        lsr zag Latn SD
        lsr zdj Arab KM
        lsr zea Latn NL
        lsr zia Latn ZZ
        lsr zlm Latn TG
        lsr zmi Latn MY
        lsr zne Latn ZZ
        lsr zu Latn ZA
        likely * 0 1
        likely *-* 0 1
        likely *-*-* 355 0
        likely *-*-002 1279 0
        likely *-*-003 355 0
        likely *-*-005 1030 0
        likely *-*-009 1280 0
        likely *-*-011 1279 0
        likely *-*-013 1281 0
        likely *-*-014 1167 0
        likely *-*-015 62 0
        likely *-*-017 1282 0
        likely *-*-018 1283 0
        likely *-*-019 355 0
        likely *-*-021 355 0
        likely *-*-029 1284 0
        likely *-*-030 239 0
        likely *-*-034 495 0
        likely *-*-035 532 0
        likely *-*-039 553 0
        likely *-*-053 1280 0
        likely *-*-054 1285 0
        likely *-*-057 1286 0
        likely *-*-061 1126 0
        likely *-*-062 495 0
        likely *-*-142 239 0
        likely *-*-143 1287 0
        likely *-*-145 1288 0
        likely *-*-150 1063 0
        likely *-*-151 1063 0
        likely *-*-154 1289 0
        likely *-*-155 304 0
        likely *-*-172 1063 0
        likely *-*-200 284 0
        likely *-*-202 1279 0
        likely *-*-230 43 0
        likely *-*-280 304 0
        likely *-*-419 1290 0
        likely *-*-532 1291 0
        likely *-*-736 1292 0
        likely *-*-886 1293 0
        likely *-*-890 1082 0
        likely *-*-AD 1294 0
        likely *-*-AE 1295 0
        likely *-*-AF 1296 0
        likely *-*-AL 39 0
        likely *-*-AM 67 0
        likely *-*-AN 1291 0
        likely *-*-AO 1297 0
        likely *-*-AQ 1298 0
        likely *-*-AR 1299 0
        likely *-*-AS 1300 0
        likely *-*-AT 1301 0
        likely *-*-AW 1302 0
        likely *-*-AX 1303 0
        likely *-*-AZ 95 0
        likely *-*-BA 194 0
        likely *-*-BD 176 0
        likely *-*-BE 1304 0
        likely *-*-BF 1305 0
        likely *-*-BG 138 0
        likely *-*-BH 1306 0
        likely *-*-BI 1055 0
        likely *-*-BJ 1307 0
        likely *-*-BL 1308 0
        likely *-*-BN 1309 0
        likely *-*-BO 1310 0
        likely *-*-BQ 1311 0
        likely *-*-BR 1030 0
        likely *-*-BT 18 0
        likely *-*-BU 209 0
        likely *-*-BV 1312 0
        likely *-*-BY 125 0
        likely *-*-CD 1282 0
        likely *-*-CF 1313 0
        likely *-*-CG 1314 0
        likely *-*-CH 1315 0
        likely *-*-CI 1316 0
        likely *-*-CL 1317 0
        likely *-*-CM 1318 0
        likely *-*-CN 239 0
        likely *-*-CO 1319 0
        likely *-*-CP 1320 0
        likely *-*-CR 1321 0
        likely *-*-CS 1082 0
        likely *-*-CU 1284 0
        likely *-*-CV 1322 0
        likely *-*-CW 1291 0
        likely *-*-CY 1323 0
        likely *-*-CZ 284 0
        likely *-*-DD 304 0
        likely *-*-DE 304 0
        likely *-*-DJ 1324 0
        likely *-*-DK 292 0
        likely *-*-DO 1325 0
        likely *-*-DY 1307 0
        likely *-*-DZ 1326 0
        likely *-*-EA 1327 0
        likely *-*-EC 1328 0
        likely *-*-EE 348 0
        likely *-*-EG 62 0
        likely *-*-EH 1329 0
        likely *-*-ER 1330 0
        likely *-*-ES 361 0
        likely *-*-ET 43 0
        likely *-*-EU 1331 0
        likely *-*-EZ 1332 0
        likely *-*-FI 382 0
        likely *-*-FO 389 0
        likely *-*-FQ 1298 0
        likely *-*-FR 395 0
        likely *-*-FX 395 0
        likely *-*-GA 1333 0
        likely *-*-GE 436 0
        likely *-*-GF 1334 0
        likely *-*-GH 36 0
        likely *-*-GL 632 0
        likely *-*-GN 1335 0
        likely *-*-GP 1336 0
        likely *-*-GQ 1337 0
        likely *-*-GR 350 0
        likely *-*-GS 1338 0
        likely *-*-GT 1339 0
        likely *-*-GW 1340 0
        likely *-*-HK 243 0
        likely *-*-HM 1341 0
        likely *-*-HN 1342 0
        likely *-*-HR 516 0
        likely *-*-HT 519 0
        likely *-*-HU 520 0
        likely *-*-HV 1305 0
        likely *-*-IC 1343 0
        likely *-*-ID 532 0
        likely *-*-IL 493 0
        likely *-*-IN 495 0
        likely *-*-IQ 1344 0
        likely *-*-IR 372 0
        likely *-*-IS 530 0
        likely *-*-IT 553 0
        likely *-*-JO 1345 0
        likely *-*-JP 559 0
        likely *-*-KE 1346 0
        likely *-*-KG 709 0
        likely *-*-KH 637 0
        likely *-*-KM 1347 0
        likely *-*-KP 1348 0
        likely *-*-KR 653 0
        likely *-*-KW 1349 0
        likely *-*-KZ 1350 0
        likely *-*-LA 762 0
        likely *-*-LB 1351 0
        likely *-*-LI 1352 0
        likely *-*-LK 1111 0
        likely *-*-LS 1353 0
        likely *-*-LT 770 0
        likely *-*-LU 1354 0
        likely *-*-LV 776 0
        likely *-*-LY 1355 0
        likely *-*-MA 1356 0
        likely *-*-MC 1357 0
        likely *-*-MD 1358 0
        likely *-*-ME 1084 0
        likely *-*-MF 1359 0
        likely *-*-MG 821 0
        likely *-*-MK 780 0
        likely *-*-ML 171 0
        likely *-*-MM 209 0
        likely *-*-MN 322 0
        likely *-*-MO 245 0
        likely *-*-MQ 1360 0
        likely *-*-MR 1361 0
        likely *-*-MT 864 0
        likely *-*-MU 817 0
        likely *-*-MV 336 0
        likely *-*-MX 1281 0
        likely *-*-MY 789 0
        likely *-*-MZ 1362 0
        likely *-*-NA 1363 0
        likely *-*-NC 1364 0
        likely *-*-NE 1365 0
        likely *-*-NH 148 0
        likely *-*-NI 1366 0
        likely *-*-NL 335 0
        likely *-*-NO 901 0
        likely *-*-NP 911 0
        likely *-*-NQ 1298 0
        likely *-*-NT 1288 0
        likely *-*-OM 1367 0
        likely *-*-PA 1368 0
        likely *-*-PE 1369 0
        likely *-*-PF 1370 0
        likely *-*-PG 1234 0
        likely *-*-PH 384 0
        likely *-*-PK 1371 0
        likely *-*-PL 1016 0
        likely *-*-PM 1372 0
        likely *-*-PR 1373 0
        likely *-*-PS 1374 0
        likely *-*-PT 1375 0
        likely *-*-PW 998 0
        likely *-*-PY 452 0
        likely *-*-PZ 1368 0
        likely *-*-QA 1376 0
        likely *-*-QO 1377 0
        likely *-*-QU 1331 0
        likely *-*-RE 1378 0
        likely *-*-RH 1134 0
        likely *-*-RO 849 0
        likely *-*-RS 1082 0
        likely *-*-RU 1063 0
        likely *-*-RW 1066 0
        likely *-*-SA 1288 0
        likely *-*-SC 1379 0
        likely *-*-SD 1292 0
        likely *-*-SE 1166 0
        likely *-*-SI 1121 0
        likely *-*-SJ 1380 0
        likely *-*-SK 1117 0
        likely *-*-SM 1381 0
        likely *-*-SN 1382 0
        likely *-*-SO 1141 0
        likely *-*-SR 1383 0
        likely *-*-ST 1384 0
        likely *-*-SU 1063 0
        likely *-*-SV 1385 0
        likely *-*-SY 1386 0
        likely *-*-TD 1387 0
        likely *-*-TF 1388 0
        likely *-*-TG 1389 0
        likely *-*-TH 1206 0
        likely *-*-TJ 1201 0
        likely *-*-TK 1218 0
        likely *-*-TL 1390 0
        likely *-*-TM 1217 0
        likely *-*-TN 1391 0
        likely *-*-TO 1229 0
        likely *-*-TP 1390 0
        likely *-*-TR 1238 0
        likely *-*-TV 1259 0
        likely *-*-TW 251 0
        likely *-*-TZ 1167 0
        likely *-*-UA 1276 0
        likely *-*-UG 1392 0
        likely *-*-UY 1393 0
        likely *-*-UZ 1287 0
        likely *-*-VA 1394 0
        likely *-*-VD 1395 0
        likely *-*-VE 1396 0
        likely *-*-VN 1395 0
        likely *-*-VU 148 0
        likely *-*-WF 1397 0
        likely *-*-WS 1126 0
        likely *-*-XK 1398 0
        likely *-*-YD 1293 0
        likely *-*-YE 1293 0
        likely *-*-YT 1399 0
        likely *-*-YU 1082 0
        likely *-*-ZR 1282 0
        likely *-*-ZW 1134 0
        likely *-Adlm 379 0
        likely *-Aghb 1270 0
        likely *-Ahom 33 0
        likely *-Arab 0 1
        likely *-Arab-* 62 0
        likely *-Arab-AE 1295 0
        likely *-Arab-AF 1296 0
        likely *-Arab-BH 1306 0
        likely *-Arab-BU 1400 0
        likely *-Arab-CC 790 0
        likely *-Arab-CN 1272 0
        likely *-Arab-DZ 1326 0
        likely *-Arab-EG 62 0
        likely *-Arab-EH 1329 0
        likely *-Arab-GB 1401 0
        likely *-Arab-ID 1402 0
        likely *-Arab-IN 1403 0
        likely *-Arab-IQ 1344 0
        likely *-Arab-IR 372 0
        likely *-Arab-JO 1345 0
        likely *-Arab-KH 263 0
        likely *-Arab-KM 1347 0
        likely *-Arab-KW 1349 0
        likely *-Arab-LB 1351 0
        likely *-Arab-LY 1355 0
        likely *-Arab-MA 1356 0
        likely *-Arab-MM 1400 0
        likely *-Arab-MN 629 0
        likely *-Arab-MR 1361 0
        likely *-Arab-MU 1404 0
        likely *-Arab-NG 1405 0
        likely *-Arab-OM 1367 0
        likely *-Arab-PK 1371 0
        likely *-Arab-PS 1374 0
        likely *-Arab-QA 1376 0
        likely *-Arab-SA 1288 0
        likely *-Arab-SD 1292 0
        likely *-Arab-SY 1386 0
        likely *-Arab-TG 57 0
        likely *-Arab-TH 816 0
        likely *-Arab-TJ 1406 0
        likely *-Arab-TN 1391 0
        likely *-Arab-TR 1407 0
        likely *-Arab-UK 1401 0
        likely *-Arab-YE 1293 0
        likely *-Arab-YT 1168 0
        likely *-Armi 63 0
        likely *-Armn 0 1
        likely *-Armn-* 67 0
        likely *-Armn-AM 67 0
        likely *-Avst 21 0
        likely *-Bali 1408 0
        likely *-Bamu 107 0
        likely *-Bass 196 0
        likely *-Batk 1409 0
        likely *-Beng 0 1
        likely *-Beng-* 176 0
        likely *-Beng-BD 176 0
        likely *-Bhks 1410 0
        likely *-Bopo 255 0
        likely *-Brah 1014 0
        likely *-Brai 1411 0
        likely *-Bugi 1412 0
        likely *-Buhd 1413 0
        likely *-Cakm 233 0
        likely *-Cans 542 0
        likely *-Cari 1414 0
        likely *-Cham 264 0
        likely *-Cher 261 0
        likely *-Chrs 1415 0
        likely *-Copt 276 0
        likely *-Cpmn 0 1
        likely *-Cpmn-* 1416 0
        likely *-Cpmn-CY 1416 0
        likely *-Cprt 463 0
        likely *-Cyrl 0 1
        likely *-Cyrl-* 1063 0
        likely *-Cyrl-AL 1417 0
        likely *-Cyrl-BA 1418 0
        likely *-Cyrl-BG 138 0
        likely *-Cyrl-BY 125 0
        likely *-Cyrl-GE 6 0
        likely *-Cyrl-GR 1419 0
        likely *-Cyrl-KG 709 0
        likely *-Cyrl-KZ 1350 0
        likely *-Cyrl-MD 1420 0
        likely *-Cyrl-MK 780 0
        likely *-Cyrl-MN 322 0
        likely *-Cyrl-RO 1421 0
        likely *-Cyrl-RS 1082 0
        likely *-Cyrl-RU 1063 0
        likely *-Cyrl-SK 1422 0
        likely *-Cyrl-TJ 1201 0
        likely *-Cyrl-TR 1423 0
        likely *-Cyrl-UA 1276 0
        likely *-Cyrl-XK 1424 0
        likely *-Deva 0 1
        likely *-Deva-* 495 0
        likely *-Deva-BT 1425 0
        likely *-Deva-FJ 1426 0
        likely *-Deva-IN 495 0
        likely *-Deva-MU 1427 0
        likely *-Deva-NP 911 0
        likely *-Deva-PK 201 0
        likely *-Diak 1428 0
        likely *-Dogr 1429 0
        likely *-Dupl 1430 0
        likely *-Egyp 346 0
        likely *-Elba 1431 0
        likely *-Elym 1432 0
        likely *-Ethi 0 1
        likely *-Ethi-* 43 0
        likely *-Ethi-ER 1330 0
        likely *-Ethi-ET 43 0
        likely *-Geor 0 1
        likely *-Geor-* 436 0
        likely *-Geor-GE 436 0
        likely *-Glag 289 0
        likely *-Gong 1433 0
        likely *-Gonm 362 0
        likely *-Goth 462 0
        likely *-Gran 1434 0
        likely *-Grek 0 1
        likely *-Grek-* 350 0
        likely *-Grek-CY 1323 0
        likely *-Grek-GR 350 0
        likely *-Grek-TR 141 0
        likely *-Gujr 468 0
        likely *-Guru 991 0
        likely *-Hanb 256 0
        likely *-Hang 1435 0
        likely *-Hani 1436 0
        likely *-Hano 1437 0
        likely *-Hans 0 1
        likely *-Hans-* 239 0
        likely *-Hans-CN 239 0
        likely *-Hant 0 1
        likely *-Hant-* 251 0
        likely *-Hant-CA 1438 0
        likely *-Hant-HK 243 0
        likely *-Hant-MO 245 0
        likely *-Hant-TW 251 0
        likely *-Hebr 0 1
        likely *-Hebr-* 493 0
        likely *-Hebr-IL 493 0
        likely *-Hebr-SE 1439 0
        likely *-Hebr-UA 1440 0
        likely *-Hebr-US 1441 0
        likely *-Hira 1442 0
        likely *-Hluw 504 0
        likely *-Hmng 1443 0
        likely *-Hmnp 509 0
        likely *-Hung 1444 0
        likely *-Ital 366 0
        likely *-Jamo 1445 0
        likely *-Java 1446 0
        likely *-Jpan 0 1
        likely *-Jpan-* 559 0
        likely *-Jpan-JP 559 0
        likely *-Kali 349 0
        likely *-Kana 1447 0
        likely *-Kawi 583 0
        likely *-Khar 1026 0
        likely *-Khmr 0 1
        likely *-Khmr-* 637 0
        likely *-Khmr-KH 637 0
        likely *-Khoj 1093 0
        likely *-Kits 1448 0
        likely *-Knda 648 0
        likely *-Kore 0 1
        likely *-Kore-* 653 0
        likely *-Kore-KP 1348 0
        likely *-Kore-KR 653 0
        likely *-Kthi 1449 0
        likely *-Lana 942 0
        likely *-Laoo 0 1
        likely *-Laoo-* 762 0
        likely *-Laoo-LA 762 0
        likely *-Latn 0 1
        likely *-Latn-* 355 0
        likely *-Latn-172 671 0
        likely *-Latn-230 1450 0
        likely *-Latn-419 1290 0
        likely *-Latn-AD 1294 0
        likely *-Latn-AF 1451 0
        likely *-Latn-AL 39 0
        likely *-Latn-AM 1452 0
        likely *-Latn-AO 1297 0
        likely *-Latn-AQ 1298 0
        likely *-Latn-AR 1299 0
        likely *-Latn-AS 1300 0
        likely *-Latn-AT 1301 0
        likely *-Latn-AU 1280 0
        likely *-Latn-AW 1302 0
        likely *-Latn-AX 1303 0
        likely *-Latn-AZ 95 0
        likely *-Latn-BA 194 0
        likely *-Latn-BE 1304 0
        likely *-Latn-BF 1305 0
        likely *-Latn-BI 1055 0
        likely *-Latn-BJ 1307 0
        likely *-Latn-BL 1308 0
        likely *-Latn-BN 1309 0
        likely *-Latn-BO 1310 0
        likely *-Latn-BQ 1311 0
        likely *-Latn-BR 1030 0
        likely *-Latn-BU 577 0
        likely *-Latn-BV 1312 0
        likely *-Latn-CD 1282 0
        likely *-Latn-CF 1313 0
        likely *-Latn-CG 1314 0
        likely *-Latn-CH 1315 0
        likely *-Latn-CI 1316 0
        likely *-Latn-CL 1317 0
        likely *-Latn-CM 1318 0
        likely *-Latn-CN 1453 0
        likely *-Latn-CO 1319 0
        likely *-Latn-CP 1320 0
        likely *-Latn-CR 1321 0
        likely *-Latn-CU 1284 0
        likely *-Latn-CV 1322 0
        likely *-Latn-CW 1291 0
        likely *-Latn-CY 1454 0
        likely *-Latn-CZ 284 0
        likely *-Latn-DE 304 0
        likely *-Latn-DG 1377 0
        likely *-Latn-DJ 1324 0
        likely *-Latn-DK 292 0
        likely *-Latn-DO 1325 0
        likely *-Latn-DZ 1455 0
        likely *-Latn-EA 1327 0
        likely *-Latn-EC 1328 0
        likely *-Latn-EE 348 0
        likely *-Latn-ES 361 0
        likely *-Latn-ET 1450 0
        likely *-Latn-EZ 1332 0
        likely *-Latn-FI 382 0
        likely *-Latn-FO 389 0
        likely *-Latn-FR 395 0
        likely *-Latn-GA 1333 0
        likely *-Latn-GB 1289 0
        likely *-Latn-GE 1456 0
        likely *-Latn-GF 1334 0
        likely *-Latn-GH 36 0
        likely *-Latn-GL 632 0
        likely *-Latn-GN 1335 0
        likely *-Latn-GP 1336 0
        likely *-Latn-GQ 1337 0
        likely *-Latn-GS 1338 0
        likely *-Latn-GT 1339 0
        likely *-Latn-GU 1286 0
        likely *-Latn-GW 1340 0
        likely *-Latn-HM 1341 0
        likely *-Latn-HN 1342 0
        likely *-Latn-HR 516 0
        likely *-Latn-HT 519 0
        likely *-Latn-HU 520 0
        likely *-Latn-IC 1343 0
        likely *-Latn-ID 532 0
        likely *-Latn-IE 1331 0
        likely *-Latn-IR 1457 0
        likely *-Latn-IS 530 0
        likely *-Latn-IT 553 0
        likely *-Latn-KE 1346 0
        likely *-Latn-KM 1458 0
        likely *-Latn-LI 1352 0
        likely *-Latn-LS 1353 0
        likely *-Latn-LT 770 0
        likely *-Latn-LU 1354 0
        likely *-Latn-LV 776 0
        likely *-Latn-MA 1459 0
        likely *-Latn-MC 1357 0
        likely *-Latn-MD 1358 0
        likely *-Latn-ME 1084 0
        likely *-Latn-MF 1359 0
        likely *-Latn-MG 821 0
        likely *-Latn-MK 1460 0
        likely *-Latn-ML 171 0
        likely *-Latn-MM 577 0
        likely *-Latn-MO 1461 0
        likely *-Latn-MQ 1360 0
        likely *-Latn-MR 1462 0
        likely *-Latn-MT 864 0
        likely *-Latn-MU 817 0
        likely *-Latn-MX 1281 0
        likely *-Latn-MY 789 0
        likely *-Latn-MZ 1362 0
        likely *-Latn-NA 1363 0
        likely *-Latn-NC 1364 0
        likely *-Latn-NE 1365 0
        likely *-Latn-NG 1279 0
        likely *-Latn-NI 1366 0
        likely *-Latn-NL 335 0
        likely *-Latn-NO 901 0
        likely *-Latn-PA 1368 0
        likely *-Latn-PE 1369 0
        likely *-Latn-PF 1370 0
        likely *-Latn-PG 1234 0
        likely *-Latn-PH 384 0
        likely *-Latn-PL 1016 0
        likely *-Latn-PM 1372 0
        likely *-Latn-PR 1373 0
        likely *-Latn-PT 1375 0
        likely *-Latn-PW 998 0
        likely *-Latn-PY 452 0
        likely *-Latn-RE 1378 0
        likely *-Latn-RO 849 0
        likely *-Latn-RU 671 0
        likely *-Latn-RW 1066 0
        likely *-Latn-SC 1379 0
        likely *-Latn-SE 1166 0
        likely *-Latn-SI 1121 0
        likely *-Latn-SJ 1380 0
        likely *-Latn-SK 1117 0
        likely *-Latn-SM 1381 0
        likely *-Latn-SN 1382 0
        likely *-Latn-SO 1141 0
        likely *-Latn-SR 1383 0
        likely *-Latn-ST 1384 0
        likely *-Latn-SU 671 0
        likely *-Latn-SV 1385 0
        likely *-Latn-SY 1463 0
        likely *-Latn-TD 1387 0
        likely *-Latn-TF 1388 0
        likely *-Latn-TG 1389 0
        likely *-Latn-TK 1218 0
        likely *-Latn-TL 1390 0
        likely *-Latn-TM 1217 0
        likely *-Latn-TN 1464 0
        likely *-Latn-TO 1229 0
        likely *-Latn-TR 1238 0
        likely *-Latn-TV 1259 0
        likely *-Latn-TW 1240 0
        likely *-Latn-TZ 1167 0
        likely *-Latn-UA 1465 0
        likely *-Latn-UG 1392 0
        likely *-Latn-US 355 0
        likely *-Latn-UY 1393 0
        likely *-Latn-UZ 1287 0
        likely *-Latn-VA 1394 0
        likely *-Latn-VE 1396 0
        likely *-Latn-VN 1395 0
        likely *-Latn-VU 148 0
        likely *-Latn-WF 1397 0
        likely *-Latn-WS 1126 0
        likely *-Latn-XK 1398 0
        likely *-Latn-YT 1399 0
        likely *-Latn-ZA 1283 0
        likely *-Latn-ZW 1134 0
        likely *-Lepc 735 0
        likely *-Limb 745 0
        likely *-Lina 719 0
        likely *-Linb 464 0
        likely *-Lisu 750 0
        likely *-Lyci 1466 0
        likely *-Lydi 1467 0
        likely *-Mahj 1468 0
        likely *-Maka 1469 0
        likely *-Mand 886 0
        likely *-Mani 1470 0
        likely *-Marc 1471 0
        likely *-Medf 318 0
        likely *-Mend 1472 0
        likely *-Merc 1473 0
        likely *-Mero 1474 0
        likely *-Mlym 838 0
        likely *-Modi 1475 0
        likely *-Mong 323 0
        likely *-Mroo 863 0
        likely *-Mtei 1476 0
        likely *-Mult 1477 0
        likely *-Mymr 0 1
        likely *-Mymr-* 209 0
        likely *-Mymr-IN 613 0
        likely *-Mymr-MM 209 0
        likely *-Mymr-TH 1478 0
        likely *-Nagm 1479 0
        likely *-Nand 1480 0
        likely *-Narb 1481 0
        likely *-Nbat 64 0
        likely *-Newa 1482 0
        likely *-Nkoo 354 0
        likely *-Nshu 1483 0
        likely *-Ogam 1103 0
        likely *-Olck 1075 0
        likely *-Orkh 988 0
        likely *-Orya 982 0
        likely *-Osge 986 0
        likely *-Osma 1484 0
        likely *-Ougr 989 0
        likely *-Palm 65 0
        likely *-Pauc 287 0
        likely *-Perm 1485 0
        likely *-Phag 1486 0
        likely *-Phli 994 0
        likely *-Phlp 995 0
        likely *-Phnx 1010 0
        likely *-Plrd 505 0
        likely *-Prti 1487 0
        likely *-Rjng 1488 0
        likely *-Rohg 1044 0
        likely *-Runr 944 0
        likely *-Samr 1131 0
        likely *-Sarb 1489 0
        likely *-Saur 1077 0
        likely *-Sgnw 76 0
        likely *-Shaw 356 0
        likely *-Shrd 1490 0
        likely *-Sidd 1491 0
        likely *-Sind 1094 0
        likely *-Sinh 0 1
        likely *-Sinh-* 1111 0
        likely *-Sinh-LK 1111 0
        likely *-Sogd 1142 0
        likely *-Sogo 1492 0
        likely *-Sora 1150 0
        likely *-Soyo 274 0
        likely *-Sund 1493 0
        likely *-Sylo 1494 0
        likely *-Syrc 272 0
        likely *-Tagb 1495 0
        likely *-Takr 1496 0
        likely *-Tale 1191 0
        likely *-Talu 609 0
        likely *-Taml 1177 0
        likely *-Tang 1263 0
        likely *-Tavt 170 0
        likely *-Telu 1195 0
        likely *-Tfng 1497 0
        likely *-Tglg 1498 0
        likely *-Thaa 0 1
        likely *-Thaa-* 336 0
        likely *-Thaa-MV 336 0
        likely *-Thai 0 1
        likely *-Thai-* 1206 0
        likely *-Thai-CN 730 0
        likely *-Thai-KH 1499 0
        likely *-Thai-LA 1500 0
        likely *-Thai-TH 1206 0
        likely *-Tibt 0 1
        likely *-Tibt-* 180 0
        likely *-Tibt-BT 18 0
        likely *-Tirh 1501 0
        likely *-Tnsa 954 0
        likely *-Toto 1264 0
        likely *-Ugar 1275 0
        likely *-Vaii 1502 0
        likely *-Vith 1503 0
        likely *-Wara 1504 0
        likely *-Wcho 940 0
        likely *-Xpeo 1006 0
        likely *-Xsux 37 0
        likely *-Yezi 644 0
        likely *-Yiii 540 0
        likely *-Zanb 1505 0
        likely aa 2 0
        likely aai 3 0
        likely aak 4 0
        likely aau 5 0
        likely ab 6 0
        likely abi 7 0
        likely abq 8 0
        likely abr 9 0
        likely abt 10 0
        likely aby 11 0
        likely acd 12 0
        likely ace 13 0
        likely ach 14 0
        likely ada 15 0
        likely ade 16 0
        likely adj 17 0
        likely adp 18 0
        likely ady 19 0
        likely adz 20 0
        likely ae 21 0
        likely aeb 22 0
        likely aey 23 0
        likely af 24 0
        likely agc 25 0
        likely agd 26 0
        likely agg 27 0
        likely agm 28 0
        likely ago 29 0
        likely agq 30 0
        likely aha 31 0
        likely ahl 32 0
        likely aho 33 0
        likely ajg 34 0
        likely ajt 35 0
        likely ak 36 0
        likely akk 37 0
        likely ala 38 0
        likely alb 39 0
        likely ali 40 0
        likely aln 41 0
        likely als 39 0
        likely alt 42 0
        likely am 43 0
        likely amm 44 0
        likely amn 45 0
        likely amo 46 0
        likely amp 47 0
        likely an 48 0
        likely anc 49 0
        likely ank 50 0
        likely ann 51 0
        likely any 52 0
        likely aoj 53 0
        likely aom 54 0
        likely aoz 55 0
        likely apc 56 0
        likely apd 57 0
        likely ape 58 0
        likely apr 59 0
        likely aps 60 0
        likely apz 61 0
        likely ar 62 0
        likely arb 62 0
        likely arc 0 1
        likely arc-* 63 0
        likely arc-Nbat 64 0
        likely arc-Palm 65 0
        likely arh 66 0
        likely arm 67 0
        likely arn 68 0
        likely aro 69 0
        likely arq 70 0
        likely ars 71 0
        likely ary 72 0
        likely arz 73 0
        likely as 74 0
        likely asa 75 0
        likely ase 76 0
        likely asg 77 0
        likely aso 78 0
        likely ast 79 0
        likely ata 80 0
        likely atg 81 0
        likely atj 82 0
        likely auy 83 0
        likely av 84 0
        likely avl 85 0
        likely avn 86 0
        likely avt 87 0
        likely avu 88 0
        likely awa 89 0
        likely awb 90 0
        likely awo 91 0
        likely awx 92 0
        likely ay 93 0
        likely ayb 94 0
        likely ayr 93 0
        likely az 0 1
        likely az-* 0 1
        likely az-*-* 95 0
        likely az-*-IQ 96 0
        likely az-*-IR 97 0
        likely az-*-RU 98 0
        likely az-Arab 97 0
        likely azj 0 1
        likely azj-* 0 1
        likely azj-*-* 95 0
        likely azj-*-172 98 0
        likely azj-*-IQ 96 0
        likely azj-*-IR 97 0
        likely azj-*-SU 98 0
        likely azj-Arab 97 0
        likely ba 99 0
        likely bal 100 0
        likely ban 101 0
        likely bap 102 0
        likely baq 103 0
        likely bar 104 0
        likely bas 105 0
        likely bav 106 0
        likely bax 107 0
        likely bba 108 0
        likely bbb 109 0
        likely bbc 110 0
        likely bbd 111 0
        likely bbj 112 0
        likely bbp 113 0
        likely bbr 114 0
        likely bcc 100 0
        likely bcf 115 0
        likely bch 116 0
        likely bci 117 0
        likely bcl 118 0
        likely bcm 119 0
        likely bcn 120 0
        likely bco 121 0
        likely bcq 122 0
        likely bcu 123 0
        likely bdd 124 0
        likely be 125 0
        likely bef 126 0
        likely beh 127 0
        likely bej 128 0
        likely bem 129 0
        likely bet 130 0
        likely bew 131 0
        likely bex 132 0
        likely bez 133 0
        likely bfd 134 0
        likely bfq 135 0
        likely bft 136 0
        likely bfy 137 0
        likely bg 138 0
        likely bgc 139 0
        likely bgn 140 0
        likely bgx 141 0
        likely bh 142 0
        likely bhb 143 0
        likely bhg 144 0
        likely bhi 145 0
        likely bhl 146 0
        likely bho 142 0
        likely bhy 147 0
        likely bi 148 0
        likely bib 149 0
        likely big 150 0
        likely bik 118 0
        likely bim 151 0
        likely bin 152 0
        likely bio 153 0
        likely biq 154 0
        likely bjh 155 0
        likely bji 156 0
        likely bjj 157 0
        likely bjn 158 0
        likely bjo 159 0
        likely bjr 160 0
        likely bjt 161 0
        likely bjz 162 0
        likely bkc 163 0
        likely bkm 164 0
        likely bkq 165 0
        likely bku 166 0
        likely bkv 167 0
        likely bla 168 0
        likely blg 169 0
        likely blt 170 0
        likely bm 171 0
        likely bmh 172 0
        likely bmk 173 0
        likely bmq 174 0
        likely bmu 175 0
        likely bn 176 0
        likely bng 177 0
        likely bnm 178 0
        likely bnp 179 0
        likely bo 180 0
        likely boj 181 0
        likely bom 182 0
        likely bon 183 0
        likely bpy 184 0
        likely bqc 185 0
        likely bqi 186 0
        likely bqp 187 0
        likely bqv 188 0
        likely br 189 0
        likely bra 190 0
        likely brh 191 0
        likely brx 192 0
        likely brz 193 0
        likely bs 194 0
        likely bsj 195 0
        likely bsq 196 0
        likely bss 197 0
        likely bst 198 0
        likely bto 199 0
        likely btt 200 0
        likely btv 201 0
        likely bua 202 0
        likely buc 203 0
        likely bud 204 0
        likely bug 205 0
        likely buk 206 0
        likely bum 207 0
        likely buo 208 0
        likely bur 209 0
        likely bus 210 0
        likely buu 211 0
        likely bvb 212 0
        likely bwd 213 0
        likely bwr 214 0
        likely bxh 215 0
        likely bxk 216 0
        likely bxr 202 0
        likely bye 217 0
        likely byn 218 0
        likely byr 219 0
        likely bys 220 0
        likely byv 221 0
        likely byx 222 0
        likely bza 223 0
        likely bze 224 0
        likely bzf 225 0
        likely bzh 226 0
        likely bzw 227 0
        likely ca 228 0
        likely cad 229 0
        likely can 230 0
        likely cbj 231 0
        likely cch 232 0
        likely ccp 233 0
        likely ce 234 0
        likely ceb 235 0
        likely cfa 236 0
        likely cgg 237 0
        likely ch 238 0
        likely chi 0 1
        likely chi-* 0 1
        likely chi-*-* 239 0
        likely chi-*-AU 240 0
        likely chi-*-BN 241 0
        likely chi-*-GF 242 0
        likely chi-*-HK 243 0
        likely chi-*-ID 244 0
        likely chi-*-MO 245 0
        likely chi-*-PF 246 0
        likely chi-*-PH 247 0
        likely chi-*-PZ 248 0
        likely chi-*-SR 249 0
        likely chi-*-TH 250 0
        likely chi-*-TW 251 0
        likely chi-*-UK 252 0
        likely chi-*-US 253 0
        likely chi-*-VD 254 0
        likely chi-Bopo 255 0
        likely chi-Hanb 256 0
        likely chi-Hant 251 0
        likely chk 257 0
        likely chm 258 0
        likely cho 259 0
        likely chp 260 0
        likely chr 261 0
        likely cic 262 0
        likely cja 263 0
        likely cjm 264 0
        likely cjv 265 0
        likely ckb 266 0
        likely ckl 267 0
        likely cko 268 0
        likely cky 269 0
        likely cla 270 0
        likely clc 271 0
        likely cld 272 0
        likely cme 273 0
        likely cmg 274 0
        likely cmn 0 1
        likely cmn-* 0 1
        likely cmn-*-* 239 0
        likely cmn-*-AU 240 0
        likely cmn-*-BN 241 0
        likely cmn-*-GF 242 0
        likely cmn-*-HK 243 0
        likely cmn-*-ID 244 0
        likely cmn-*-MO 245 0
        likely cmn-*-PF 246 0
        likely cmn-*-PH 247 0
        likely cmn-*-PZ 248 0
        likely cmn-*-SR 249 0
        likely cmn-*-TH 250 0
        likely cmn-*-TW 251 0
        likely cmn-*-UK 252 0
        likely cmn-*-US 253 0
        likely cmn-*-VD 254 0
        likely cmn-Bopo 255 0
        likely cmn-Hanb 256 0
        likely cmn-Hant 251 0
        likely co 275 0
        likely cop 276 0
        likely cps 277 0
        likely cr 278 0
        likely crg 279 0
        likely crh 280 0
        likely crk 281 0
        likely crl 282 0
        likely crs 283 0
        likely cs 284 0
        likely csb 285 0
        likely csw 286 0
        likely ctd 287 0
        likely cu 0 1
        likely cu-* 288 0
        likely cu-Glag 289 0
        likely cv 290 0
        likely cwd 278 0
        likely cy 291 0
        likely cze 284 0
        likely da 292 0
        likely dad 293 0
        likely daf 294 0
        likely dag 295 0
        likely dah 296 0
        likely dak 297 0
        likely dar 298 0
        likely dav 299 0
        likely dbd 300 0
        likely dbq 301 0
        likely dcc 302 0
        likely ddn 303 0
        likely de 304 0
        likely ded 305 0
        likely den 306 0
        likely dga 307 0
        likely dgh 308 0
        likely dgi 309 0
        likely dgl 310 0
        likely dgo 311 0
        likely dgr 312 0
        likely dgz 313 0
        likely dhd 314 0
        likely dia 315 0
        likely diq 316 0
        likely dje 317 0
        likely dmf 318 0
        likely dnj 294 0
        likely dob 319 0
        likely doi 311 0
        likely dop 320 0
        likely dow 321 0
        likely drh 0 1
        likely drh-* 0 1
        likely drh-*-* 322 0
        likely drh-*-CN 323 0
        likely drh-Mong 323 0
        likely dri 324 0
        likely drs 325 0
        likely dsb 326 0
        likely dtm 327 0
        likely dtp 328 0
        likely dts 329 0
        likely dty 330 0
        likely dua 331 0
        likely duc 332 0
        likely dud 333 0
        likely dug 334 0
        likely dut 335 0
        likely dv 336 0
        likely dva 337 0
        likely dww 338 0
        likely dyo 339 0
        likely dyu 340 0
        likely dz 18 0
        likely dzg 341 0
        likely ebu 342 0
        likely ee 343 0
        likely efi 344 0
        likely egl 345 0
        likely egy 346 0
        likely eka 347 0
        likely ekk 348 0
        likely eky 349 0
        likely el 350 0
        likely ema 351 0
        likely emi 352 0
        likely emk 0 1
        likely emk-* 0 1
        likely emk-*-* 353 0
        likely emk-*-GN 354 0
        likely emk-Nkoo 354 0
        likely en 0 1
        likely en-* 355 0
        likely en-Shaw 356 0
        likely enn 357 0
        likely enq 358 0
        likely eo 359 0
        likely eri 360 0
        likely es 361 0
        likely esg 362 0
        likely esk 363 0
        likely esu 364 0
        likely et 348 0
        likely etr 365 0
        likely ett 366 0
        likely etu 367 0
        likely etx 368 0
        likely eu 103 0
        likely ewo 369 0
        likely ext 370 0
        likely eza 371 0
        likely fa 372 0
        likely faa 373 0
        likely fab 374 0
        likely fag 375 0
        likely fai 376 0
        likely fan 377 0
        likely fat 36 0
        likely ff 0 1
        likely ff-* 378 0
        likely ff-Adlm 379 0
        likely ffi 380 0
        likely ffm 381 0
        likely fi 382 0
        likely fia 383 0
        likely fil 384 0
        likely fit 385 0
        likely fj 386 0
        likely flr 387 0
        likely fmp 388 0
        likely fo 389 0
        likely fod 390 0
        likely fon 391 0
        likely for 392 0
        likely fpe 393 0
        likely fqs 394 0
        likely fr 395 0
        likely frc 396 0
        likely fre 395 0
        likely frp 397 0
        likely frr 398 0
        likely frs 399 0
        likely fub 400 0
        likely fuc 0 1
        likely fuc-* 378 0
        likely fuc-Adlm 379 0
        likely fud 401 0
        likely fue 402 0
        likely fuf 403 0
        likely fuh 404 0
        likely fuq 405 0
        likely fur 406 0
        likely fuv 407 0
        likely fuy 408 0
        likely fvr 409 0
        likely fy 410 0
        likely ga 411 0
        likely gaa 412 0
        likely gaf 413 0
        likely gag 414 0
        likely gah 415 0
        likely gaj 416 0
        likely gam 417 0
        likely gan 418 0
        likely gaw 419 0
        likely gay 420 0
        likely gaz 421 0
        likely gba 422 0
        likely gbf 423 0
        likely gbm 424 0
        likely gbo 425 0
        likely gby 426 0
        likely gbz 427 0
        likely gcr 428 0
        likely gd 429 0
        likely gde 430 0
        likely gdn 431 0
        likely gdr 432 0
        likely geb 433 0
        likely gej 434 0
        likely gel 435 0
        likely geo 436 0
        likely ger 304 0
        likely gez 437 0
        likely gfk 438 0
        likely ggn 439 0
        likely ggo 362 0
        likely ghs 440 0
        likely gil 441 0
        likely gim 442 0
        likely gjk 443 0
        likely gjn 444 0
        likely gju 445 0
        likely gkn 446 0
        likely gkp 447 0
        likely gl 448 0
        likely glk 449 0
        likely gmm 450 0
        likely gmv 451 0
        likely gn 452 0
        likely gnd 453 0
        likely gng 454 0
        likely gno 455 0
        likely god 456 0
        likely gof 457 0
        likely goi 458 0
        likely gom 459 0
        likely gon 455 0
        likely gor 460 0
        likely gos 461 0
        likely got 462 0
        likely grb 425 0
        likely grc 0 1
        likely grc-* 463 0
        likely grc-Linb 464 0
        likely gre 350 0
        likely grt 465 0
        likely grw 466 0
        likely gsw 467 0
        likely gu 468 0
        likely gub 469 0
        likely guc 470 0
        likely gud 471 0
        likely gug 452 0
        likely gur 472 0
        likely guw 473 0
        likely gux 474 0
        likely guz 475 0
        likely gv 476 0
        likely gvf 477 0
        likely gvr 439 0
        likely gvs 478 0
        likely gwc 479 0
        likely gwi 480 0
        likely gwt 481 0
        likely gya 422 0
        likely gyi 482 0
        likely ha 1 1
        likely ha-* 483 0
        likely ha-736 484 0
        likely ha-CM 485 0
        likely ha-SD 484 0
        likely hag 486 0
        likely hak 487 0
        likely ham 488 0
        likely haw 489 0
        likely haz 490 0
        likely hbb 491 0
        likely hdy 492 0
        likely he 493 0
        likely hhy 494 0
        likely hi 0 1
        likely hi-* 495 0
        likely hi-Latn 496 0
        likely hia 497 0
        likely hif 498 0
        likely hig 499 0
        likely hih 500 0
        likely hil 501 0
        likely him 502 0
        likely hla 503 0
        likely hlu 504 0
        likely hmd 505 0
        likely hmt 506 0
        likely hnd 507 0
        likely hne 508 0
        likely hnj 509 0
        likely hnn 510 0
        likely hno 511 0
        likely ho 512 0
        likely hoc 513 0
        likely hoj 514 0
        likely hot 515 0
        likely hr 516 0
        likely hsb 517 0
        likely hsn 518 0
        likely ht 519 0
        likely hu 520 0
        likely hui 521 0
        likely hur 522 0
        likely hy 67 0
        likely hz 523 0
        likely ia 524 0
        likely ian 525 0
        likely iar 526 0
        likely iba 169 0
        likely ibb 527 0
        likely iby 528 0
        likely ica 529 0
        likely ice 530 0
        likely ich 531 0
        likely id 532 0
        likely idd 533 0
        likely idi 534 0
        likely idu 535 0
        likely ife 536 0
        likely ig 537 0
        likely igb 538 0
        likely ige 539 0
        likely ii 540 0
        likely ijj 541 0
        likely ik 363 0
        likely ike 542 0
        likely ikk 543 0
        likely ikw 544 0
        likely ikx 545 0
        likely ilo 546 0
        likely imo 547 0
        likely in 548 0
        likely inh 549 0
        likely io 550 0
        likely iou 551 0
        likely iri 552 0
        likely is 530 0
        likely it 553 0
        likely iu 542 0
        likely iw 554 0
        likely iwm 555 0
        likely iws 556 0
        likely izh 557 0
        likely izi 558 0
        likely ja 559 0
        likely jab 560 0
        likely jam 561 0
        likely jar 562 0
        likely jbo 563 0
        likely jbu 564 0
        likely jen 565 0
        likely jgk 562 0
        likely jgo 566 0
        likely ji 567 0
        likely jib 568 0
        likely jmc 569 0
        likely jml 570 0
        likely jra 571 0
        likely jut 572 0
        likely jv 573 0
        likely jw 574 0
        likely ka 436 0
        likely kaa 575 0
        likely kab 576 0
        likely kac 577 0
        likely kad 578 0
        likely kai 579 0
        likely kaj 580 0
        likely kam 581 0
        likely kao 582 0
        likely kaw 583 0
        likely kbd 584 0
        likely kbm 585 0
        likely kbp 586 0
        likely kbq 587 0
        likely kbx 588 0
        likely kby 589 0
        likely kcg 590 0
        likely kck 591 0
        likely kcl 592 0
        likely kct 593 0
        likely kde 594 0
        likely kdh 595 0
        likely kdl 596 0
        likely kdt 597 0
        likely kea 598 0
        likely ken 599 0
        likely kez 600 0
        likely kfo 601 0
        likely kfr 602 0
        likely kfy 603 0
        likely kg 604 0
        likely kge 605 0
        likely kgf 606 0
        likely kgp 607 0
        likely kha 608 0
        likely khb 609 0
        likely khk 0 1
        likely khk-* 0 1
        likely khk-*-* 322 0
        likely khk-*-CN 323 0
        likely khk-Mong 323 0
        likely khn 610 0
        likely khq 611 0
        likely khs 612 0
        likely kht 613 0
        likely khw 614 0
        likely khz 615 0
        likely ki 616 0
        likely kij 617 0
        likely kiu 618 0
        likely kiw 619 0
        likely kj 620 0
        likely kjd 621 0
        likely kjg 622 0
        likely kjs 623 0
        likely kjy 624 0
        likely kk 0 1
        likely kk-* 0 1
        likely kk-*-* 625 0
        likely kk-*-AF 626 0
        likely kk-*-CN 627 0
        likely kk-*-IR 628 0
        likely kk-*-MN 629 0
        likely kk-Arab 627 0
        likely kkc 630 0
        likely kkj 631 0
        likely kl 632 0
        likely kln 633 0
        likely klq 634 0
        likely klt 635 0
        likely klx 636 0
        likely km 637 0
        likely kmb 638 0
        likely kmh 639 0
        likely kmo 640 0
        likely kmr 0 1
        likely kmr-* 0 1
        likely kmr-*-* 641 0
        likely kmr-*-LB 642 0
        likely kmr-Arab 643 0
        likely kmr-Yezi 644 0
        likely kms 645 0
        likely kmu 646 0
        likely kmw 647 0
        likely kn 648 0
        likely knc 649 0
        likely knf 650 0
        likely kng 604 0
        likely knn 651 0
        likely knp 652 0
        likely ko 653 0
        likely koi 654 0
        likely kok 651 0
        likely kol 655 0
        likely kos 656 0
        likely koz 657 0
        likely kpe 658 0
        likely kpf 659 0
        likely kpo 660 0
        likely kpr 661 0
        likely kpv 662 0
        likely kpx 663 0
        likely kqb 664 0
        likely kqf 665 0
        likely kqs 666 0
        likely kqy 667 0
        likely kr 649 0
        likely krc 668 0
        likely kri 669 0
        likely krj 670 0
        likely krl 671 0
        likely krs 672 0
        likely kru 673 0
        likely ks 674 0
        likely ksb 675 0
        likely ksd 676 0
        likely ksf 677 0
        likely ksh 678 0
        likely ksj 679 0
        likely ksr 680 0
        likely ktb 681 0
        likely ktm 682 0
        likely kto 683 0
        likely ktr 684 0
        likely ku 0 1
        likely ku-* 0 1
        likely ku-*-* 641 0
        likely ku-*-LB 642 0
        likely ku-Arab 643 0
        likely ku-Yezi 644 0
        likely kub 685 0
        likely kud 686 0
        likely kue 687 0
        likely kuj 688 0
        likely kum 689 0
        likely kun 690 0
        likely kup 691 0
        likely kus 692 0
        likely kv 662 0
        likely kvg 693 0
        likely kvr 694 0
        likely kvx 695 0
        likely kw 696 0
        likely kwj 697 0
        likely kwk 698 0
        likely kwo 699 0
        likely kwq 700 0
        likely kxa 701 0
        likely kxc 702 0
        likely kxe 703 0
        likely kxl 704 0
        likely kxm 705 0
        likely kxp 706 0
        likely kxw 707 0
        likely kxz 708 0
        likely ky 0 1
        likely ky-* 0 1
        likely ky-*-* 709 0
        likely ky-*-CN 710 0
        likely ky-*-TR 711 0
        likely ky-Arab 710 0
        likely ky-Latn 711 0
        likely kye 712 0
        likely kyx 713 0
        likely kzh 714 0
        likely kzj 715 0
        likely kzr 716 0
        likely kzt 717 0
        likely la 718 0
        likely lab 719 0
        likely lad 720 0
        likely lag 721 0
        likely lah 722 0
        likely laj 723 0
        likely las 724 0
        likely lb 725 0
        likely lbe 726 0
        likely lbu 727 0
        likely lbw 728 0
        likely lcm 729 0
        likely lcp 730 0
        likely ldb 731 0
        likely led 732 0
        likely lee 733 0
        likely lem 734 0
        likely lep 735 0
        likely leq 736 0
        likely leu 737 0
        likely lez 738 0
        likely lg 739 0
        likely lgg 740 0
        likely li 741 0
        likely lia 742 0
        likely lid 743 0
        likely lif 0 1
        likely lif-* 744 0
        likely lif-Limb 745 0
        likely lig 746 0
        likely lih 747 0
        likely lij 748 0
        likely lil 749 0
        likely lis 750 0
        likely ljp 751 0
        likely lki 752 0
        likely lkt 753 0
        likely lle 754 0
        likely lln 755 0
        likely lmn 756 0
        likely lmo 757 0
        likely lmp 758 0
        likely ln 759 0
        likely lns 760 0
        likely lnu 761 0
        likely lo 762 0
        likely loj 763 0
        likely lok 764 0
        likely lol 765 0
        likely lor 766 0
        likely los 767 0
        likely loz 768 0
        likely lrc 769 0
        likely lt 770 0
        likely ltg 771 0
        likely lu 772 0
        likely lua 773 0
        likely luo 774 0
        likely luy 216 0
        likely luz 775 0
        likely lv 776 0
        likely lvs 776 0
        likely lwl 777 0
        likely lzh 778 0
        likely lzz 779 0
        likely mac 780 0
        likely mad 781 0
        likely maf 782 0
        likely mag 783 0
        likely mai 784 0
        likely mak 785 0
        likely man 0 1
        likely man-* 0 1
        likely man-*-* 353 0
        likely man-*-GN 354 0
        likely man-Nkoo 354 0
        likely mao 786 0
        likely mas 787 0
        likely maw 788 0
        likely may 1 1
        likely may-* 789 0
        likely may-CC 790 0
        likely maz 791 0
        likely mbh 792 0
        likely mbo 793 0
        likely mbq 794 0
        likely mbu 795 0
        likely mbw 796 0
        likely mci 797 0
        likely mcp 798 0
        likely mcq 799 0
        likely mcr 800 0
        likely mcu 801 0
        likely mda 802 0
        likely mde 803 0
        likely mdf 804 0
        likely mdh 805 0
        likely mdj 806 0
        likely mdr 807 0
        likely mdx 808 0
        likely med 809 0
        likely mee 810 0
        likely mek 811 0
        likely men 812 0
        likely mer 813 0
        likely met 814 0
        likely meu 815 0
        likely mfa 816 0
        likely mfe 817 0
        likely mfn 818 0
        likely mfo 819 0
        likely mfq 820 0
        likely mg 821 0
        likely mgh 822 0
        likely mgl 823 0
        likely mgo 824 0
        likely mgp 825 0
        likely mgy 826 0
        likely mh 827 0
        likely mhi 828 0
        likely mhl 829 0
        likely mhr 258 0
        likely mi 786 0
        likely mic 830 0
        likely mif 831 0
        likely min 832 0
        likely miw 833 0
        likely mk 780 0
        likely mki 834 0
        likely mkl 835 0
        likely mkp 836 0
        likely mkw 837 0
        likely ml 838 0
        likely mle 839 0
        likely mlp 840 0
        likely mls 841 0
        likely mmo 842 0
        likely mmu 843 0
        likely mmx 844 0
        likely mn 0 1
        likely mn-* 0 1
        likely mn-*-* 322 0
        likely mn-*-CN 323 0
        likely mn-Mong 323 0
        likely mna 845 0
        likely mnf 846 0
        likely mni 847 0
        likely mnk 0 1
        likely mnk-* 0 1
        likely mnk-*-* 353 0
        likely mnk-*-GN 354 0
        likely mnk-Nkoo 354 0
        likely mnw 848 0
        likely mo 849 0
        likely moa 850 0
        likely moe 851 0
        likely moh 852 0
        likely mos 853 0
        likely mox 854 0
        likely mpp 855 0
        likely mps 856 0
        likely mpt 857 0
        likely mpx 858 0
        likely mql 859 0
        likely mr 860 0
        likely mrd 861 0
        likely mrj 862 0
        likely mro 863 0
        likely ms 1 1
        likely ms-* 789 0
        likely ms-CC 790 0
        likely mt 864 0
        likely mtc 865 0
        likely mtf 866 0
        likely mti 867 0
        likely mtr 868 0
        likely mua 869 0
        likely mup 870 0
        likely mur 871 0
        likely mus 872 0
        likely mva 873 0
        likely mvn 874 0
        likely mvy 875 0
        likely mwk 876 0
        likely mwr 314 0
        likely mwv 877 0
        likely mww 878 0
        likely mxc 879 0
        likely mxm 880 0
        likely my 209 0
        likely myk 881 0
        likely mym 882 0
        likely myv 883 0
        likely myw 884 0
        likely myx 885 0
        likely myz 886 0
        likely mzk 887 0
        likely mzm 888 0
        likely mzn 889 0
        likely mzp 890 0
        likely mzw 891 0
        likely mzz 892 0
        likely na 893 0
        likely nac 894 0
        likely naf 895 0
        likely nak 896 0
        likely nan 897 0
        likely nap 898 0
        likely naq 899 0
        likely nas 900 0
        likely nb 901 0
        likely nca 902 0
        likely nce 903 0
        likely ncf 904 0
        likely nch 905 0
        likely nco 906 0
        likely ncu 907 0
        likely nd 908 0
        likely ndc 909 0
        likely nds 910 0
        likely ne 911 0
        likely neb 912 0
        likely new 913 0
        likely nex 914 0
        likely nfr 915 0
        likely ng 916 0
        likely nga 917 0
        likely ngb 918 0
        likely ngl 919 0
        likely nhb 920 0
        likely nhe 921 0
        likely nhw 922 0
        likely nif 923 0
        likely nii 924 0
        likely nij 925 0
        likely nin 926 0
        likely niu 927 0
        likely niy 928 0
        likely niz 929 0
        likely njo 930 0
        likely nkg 931 0
        likely nko 932 0
        likely nl 335 0
        likely nmg 933 0
        likely nmz 934 0
        likely nn 935 0
        likely nnf 936 0
        likely nnh 937 0
        likely nnk 938 0
        likely nnm 939 0
        likely nnp 940 0
        likely no 941 0
        likely nod 942 0
        likely noe 943 0
        likely non 944 0
        likely nop 945 0
        likely nou 946 0
        likely npi 911 0
        likely nqo 947 0
        likely nr 948 0
        likely nrb 949 0
        likely nsk 950 0
        likely nsn 951 0
        likely nso 952 0
        likely nss 953 0
        likely nst 954 0
        likely ntm 955 0
        likely ntr 956 0
        likely nui 957 0
        likely nup 958 0
        likely nus 959 0
        likely nuv 960 0
        likely nux 961 0
        likely nv 962 0
        likely nwb 963 0
        likely nxq 964 0
        likely nxr 965 0
        likely ny 966 0
        likely nym 967 0
        likely nyn 968 0
        likely nzi 969 0
        likely oc 1 1
        likely oc-* 970 0
        likely oc-ES 971 0
        likely ogc 972 0
        likely oj 973 0
        likely ojg 973 0
        likely ojs 974 0
        likely oka 975 0
        likely okr 976 0
        likely okv 977 0
        likely om 421 0
        likely ong 978 0
        likely onn 979 0
        likely ons 980 0
        likely opm 981 0
        likely or 982 0
        likely oro 983 0
        likely oru 984 0
        likely ory 982 0
        likely os 985 0
        likely osa 986 0
        likely ota 987 0
        likely otk 988 0
        likely oui 989 0
        likely ozm 990 0
        likely pa 0 1
        likely pa-* 0 1
        likely pa-*-* 991 0
        likely pa-*-PK 992 0
        likely pa-Arab 992 0
        likely pag 993 0
        likely pal 0 1
        likely pal-* 994 0
        likely pal-Phlp 995 0
        likely pam 996 0
        likely pap 997 0
        likely pau 998 0
        likely pbi 999 0
        likely pbu 1000 0
        likely pcd 1001 0
        likely pcm 1002 0
        likely pdc 1003 0
        likely pdt 1004 0
        likely ped 1005 0
        likely peo 1006 0
        likely per 372 0
        likely pes 372 0
        likely pex 1007 0
        likely pfl 1008 0
        likely phl 1009 0
        likely phn 1010 0
        likely pil 1011 0
        likely pip 1012 0
        likely pis 1013 0
        likely pka 1014 0
        likely pko 1015 0
        likely pl 1016 0
        likely pla 1017 0
        likely plt 821 0
        likely pms 1018 0
        likely pnb 722 0
        likely png 1019 0
        likely pnn 1020 0
        likely pnt 1021 0
        likely pon 1022 0
        likely ppa 1023 0
        likely ppo 1024 0
        likely pqm 1025 0
        likely pra 1026 0
        likely prd 1027 0
        likely prg 1028 0
        likely ps 1000 0
        likely pss 1029 0
        likely pt 1030 0
        likely ptp 1031 0
        likely puu 1032 0
        likely pwa 1033 0
        likely qu 1034 0
        likely quc 1035 0
        likely qug 1036 0
        likely quz 1034 0
        likely rai 1037 0
        likely raj 870 0
        likely rao 1038 0
        likely rcf 1039 0
        likely rej 1040 0
        likely rel 1041 0
        likely res 1042 0
        likely rgn 1043 0
        likely rhg 1044 0
        likely ria 1045 0
        likely rif 1 1
        likely rif-* 1046 0
        likely rif-NL 1047 0
        likely rjs 1048 0
        likely rkt 1049 0
        likely rm 1050 0
        likely rmf 1051 0
        likely rmo 1052 0
        likely rmt 1053 0
        likely rmu 1054 0
        likely rn 1055 0
        likely rna 1056 0
        likely rng 1057 0
        likely ro 849 0
        likely rob 1058 0
        likely rof 1059 0
        likely roo 1060 0
        likely rro 1061 0
        likely rtm 1062 0
        likely ru 1063 0
        likely rue 1064 0
        likely rug 1065 0
        likely rum 849 0
        likely rw 1066 0
        likely rwk 1067 0
        likely rwo 1068 0
        likely ryu 1069 0
        likely sa 1070 0
        likely saf 1071 0
        likely sah 1072 0
        likely saq 1073 0
        likely sas 1074 0
        likely sat 1075 0
        likely sav 1076 0
        likely saz 1077 0
        likely sba 1078 0
        likely sbe 1079 0
        likely sbp 1080 0
        likely sc 1081 0
        likely scc 1 1
        likely scc-* 1082 0
        likely scc-172 1083 0
        likely scc-ME 1084 0
        likely scc-RO 1085 0
        likely scc-SU 1083 0
        likely scc-TR 1086 0
        likely sck 1087 0
        likely scl 1088 0
        likely scn 1089 0
        likely sco 1090 0
        likely scr 516 0
        likely sd 0 1
        likely sd-* 0 1
        likely sd-*-* 1091 0
        likely sd-*-IN 1092 0
        likely sd-Deva 1092 0
        likely sd-Khoj 1093 0
        likely sd-Sind 1094 0
        likely sdc 1095 0
        likely sdh 1096 0
        likely se 1097 0
        likely sef 1098 0
        likely seh 1099 0
        likely sei 1100 0
        likely ses 1101 0
        likely sg 1102 0
        likely sga 1103 0
        likely sgs 1104 0
        likely sgw 1105 0
        likely sgz 1106 0
        likely shi 1107 0
        likely shk 1108 0
        likely shn 1109 0
        likely shu 1110 0
        likely si 1111 0
        likely sid 1112 0
        likely sig 1113 0
        likely sil 1114 0
        likely sim 1115 0
        likely sjr 1116 0
        likely sk 1117 0
        likely skc 1118 0
        likely skr 1119 0
        likely sks 1120 0
        likely sl 1121 0
        likely sld 1122 0
        likely sli 1123 0
        likely sll 1124 0
        likely slo 1117 0
        likely sly 1125 0
        likely sm 1126 0
        likely sma 1127 0
        likely smd 1128 0
        likely smj 1129 0
        likely smn 1130 0
        likely smp 1131 0
        likely smq 1132 0
        likely sms 1133 0
        likely sn 1134 0
        likely snb 1135 0
        likely snc 1136 0
        likely snk 1137 0
        likely snp 1138 0
        likely snx 1139 0
        likely sny 1140 0
        likely so 1141 0
        likely sog 1142 0
        likely sok 1143 0
        likely soq 1144 0
        likely sou 1145 0
        likely soy 1146 0
        likely spd 1147 0
        likely spl 1148 0
        likely sps 1149 0
        likely spy 633 0
        likely sq 39 0
        likely sr 1 1
        likely sr-* 1082 0
        likely sr-ME 1084 0
        likely sr-RO 1085 0
        likely sr-RU 1083 0
        likely sr-TR 1086 0
        likely srb 1150 0
        likely src 1081 0
        likely srn 1151 0
        likely srr 1152 0
        likely srx 502 0
        likely ss 1153 0
        likely ssd 1154 0
        likely ssg 1155 0
        likely ssy 1156 0
        likely st 1157 0
        likely stk 1158 0
        likely stq 1159 0
        likely su 1160 0
        likely sua 1161 0
        likely sue 1162 0
        likely suk 1163 0
        likely sur 1164 0
        likely sus 1165 0
        likely sv 1166 0
        likely sw 1167 0
        likely swb 1168 0
        likely swc 1169 0
        likely swg 1170 0
        likely swh 1167 0
        likely swp 1171 0
        likely swv 1172 0
        likely sxn 1173 0
        likely sxw 1174 0
        likely syl 1175 0
        likely syr 272 0
        likely szl 1176 0
        likely ta 1177 0
        likely taj 1178 0
        likely tal 1179 0
        likely tan 1180 0
        likely taq 1181 0
        likely tbc 1182 0
        likely tbd 1183 0
        likely tbf 1184 0
        likely tbg 1185 0
        likely tbo 1186 0
        likely tbw 1187 0
        likely tbz 1188 0
        likely tci 1189 0
        likely tcy 1190 0
        likely tdd 1191 0
        likely tdg 1192 0
        likely tdh 1193 0
        likely tdu 1194 0
        likely te 1195 0
        likely ted 1196 0
        likely tem 1197 0
        likely teo 1198 0
        likely tet 1199 0
        likely tfi 1200 0
        likely tg 0 1
        likely tg-* 0 1
        likely tg-*-* 1201 0
        likely tg-*-PK 1202 0
        likely tg-Arab 1202 0
        likely tgc 1203 0
        likely tgo 1204 0
        likely tgu 1205 0
        likely th 1206 0
        likely thl 1207 0
        likely thq 1208 0
        likely thr 1209 0
        likely ti 1210 0
        likely tib 180 0
        likely tif 1211 0
        likely tig 1212 0
        likely tik 1213 0
        likely tim 1214 0
        likely tio 1215 0
        likely tiv 1216 0
        likely tk 1217 0
        likely tkl 1218 0
        likely tkr 1219 0
        likely tkt 1220 0
        likely tl 1221 0
        likely tlf 1222 0
        likely tlx 1223 0
        likely tly 1224 0
        likely tmh 1225 0
        likely tmy 1226 0
        likely tn 1227 0
        likely tnh 1228 0
        likely to 1229 0
        likely tof 1230 0
        likely tog 1231 0
        likely tok 1232 0
        likely toq 1233 0
        likely tpi 1234 0
        likely tpm 1235 0
        likely tpz 1236 0
        likely tqo 1237 0
        likely tr 1238 0
        likely tru 1239 0
        likely trv 1240 0
        likely trw 1241 0
        likely ts 1242 0
        likely tsd 1243 0
        likely tsf 1244 0
        likely tsg 1245 0
        likely tsj 1246 0
        likely tsw 1247 0
        likely tt 1248 0
        likely ttd 1249 0
        likely tte 1250 0
        likely ttj 1251 0
        likely ttq 1225 0
        likely ttr 1252 0
        likely tts 1253 0
        likely ttt 1254 0
        likely tuh 1255 0
        likely tul 1256 0
        likely tum 1257 0
        likely tuq 1258 0
        likely tvd 703 0
        likely tvl 1259 0
        likely tvu 1260 0
        likely tw 36 0
        likely twh 1261 0
        likely twq 1262 0
        likely txg 1263 0
        likely txo 1264 0
        likely ty 1265 0
        likely tya 1266 0
        likely tyv 1267 0
        likely tzm 1268 0
        likely ubu 1269 0
        likely udi 1270 0
        likely udm 1271 0
        likely ug 0 1
        likely ug-* 0 1
        likely ug-*-* 1272 0
        likely ug-*-KZ 1273 0
        likely ug-*-MN 1274 0
        likely ug-Cyrl 1273 0
        likely uga 1275 0
        likely uk 1276 0
        likely uli 1277 0
        likely umb 1278 0
        likely unr 0 1
        likely unr-* 0 1
        likely unr-*-* 1506 0
        likely unr-*-NP 1507 0
        likely unr-Deva 1507 0
        likely unx 1508 0
        likely uok 1509 0
        likely ur 1371 0
        likely uri 1510 0
        likely urt 1511 0
        likely urw 1512 0
        likely usa 1513 0
        likely uth 333 0
        likely utr 1514 0
        likely uvh 1515 0
        likely uvl 1516 0
        likely uz 0 1
        likely uz-* 0 1
        likely uz-*-* 1287 0
        likely uz-*-AF 1517 0
        likely uz-*-CN 1518 0
        likely uz-Arab 1517 0
        likely uzn 0 1
        likely uzn-* 0 1
        likely uzn-*-* 1287 0
        likely uzn-*-AF 1517 0
        likely uzn-*-CN 1518 0
        likely uzn-Arab 1517 0
        likely vag 1519 0
        likely vai 1502 0
        likely van 1520 0
        likely ve 1521 0
        likely vec 1522 0
        likely vep 1523 0
        likely vi 1395 0
        likely vic 1524 0
        likely viv 1525 0
        likely vls 1526 0
        likely vmf 1527 0
        likely vmw 1528 0
        likely vo 1529 0
        likely vot 1530 0
        likely vro 1531 0
        likely vun 1532 0
        likely vut 1533 0
        likely wa 1534 0
        likely wae 1535 0
        likely waj 1536 0
        likely wal 1537 0
        likely wan 1538 0
        likely war 1539 0
        likely wbp 1540 0
        likely wbq 1541 0
        likely wbr 1542 0
        likely wci 1543 0
        likely wel 291 0
        likely wer 1544 0
        likely wgi 1545 0
        likely whg 1546 0
        likely wib 1547 0
        likely wiu 1548 0
        likely wiv 1549 0
        likely wja 1550 0
        likely wji 1551 0
        likely wls 1552 0
        likely wmo 1553 0
        likely wnc 1554 0
        likely wni 1555 0
        likely wnu 1556 0
        likely wo 1557 0
        likely wob 1558 0
        likely wos 1559 0
        likely wrs 1560 0
        likely wsg 1433 0
        likely wsk 1561 0
        likely wtm 1562 0
        likely wuu 1563 0
        likely wuv 1564 0
        likely wwa 1565 0
        likely xav 1566 0
        likely xbi 1567 0
        likely xco 1415 0
        likely xcr 1414 0
        likely xes 1568 0
        likely xh 1569 0
        likely xla 1570 0
        likely xlc 1466 0
        likely xld 1467 0
        likely xmf 1571 0
        likely xmn 1470 0
        likely xmr 1473 0
        likely xna 1481 0
        likely xnr 1572 0
        likely xog 1573 0
        likely xon 1574 0
        likely xpe 658 0
        likely xpr 1487 0
        likely xrb 1575 0
        likely xsa 1489 0
        likely xsi 1576 0
        likely xsl 306 0
        likely xsm 1577 0
        likely xsr 1578 0
        likely xwe 1579 0
        likely yam 700 0
        likely yao 1580 0
        likely yap 1581 0
        likely yas 1582 0
        likely yat 1583 0
        likely yav 1584 0
        likely yay 1585 0
        likely yaz 1586 0
        likely yba 1587 0
        likely ybb 1588 0
        likely yby 1589 0
        likely ydd 567 0
        likely yer 1590 0
        likely ygr 1591 0
        likely ygw 1592 0
        likely yi 567 0
        likely yko 1593 0
        likely yle 1594 0
        likely ylg 1595 0
        likely yll 1596 0
        likely yml 1597 0
        likely yo 1598 0
        likely yon 1599 0
        likely yrb 1600 0
        likely yre 1601 0
        likely yrl 1602 0
        likely yss 1603 0
        likely yua 1604 0
        likely yue 0 1
        likely yue-* 0 1
        likely yue-*-* 1605 0
        likely yue-*-CN 1606 0
        likely yue-Hans 1606 0
        likely yuj 1607 0
        likely yut 1608 0
        likely yuw 1609 0
        likely za 1453 0
        likely zag 1610 0
        likely zdj 1611 0
        likely zea 1612 0
        likely zgh 1497 0
        likely zh 0 1
        likely zh-* 0 1
        likely zh-*-* 239 0
        likely zh-*-AU 240 0
        likely zh-*-BN 241 0
        likely zh-*-GB 252 0
        likely zh-*-GF 242 0
        likely zh-*-HK 243 0
        likely zh-*-ID 244 0
        likely zh-*-MO 245 0
        likely zh-*-PA 248 0
        likely zh-*-PF 246 0
        likely zh-*-PH 247 0
        likely zh-*-SR 249 0
        likely zh-*-TH 250 0
        likely zh-*-TW 251 0
        likely zh-*-US 253 0
        likely zh-*-VN 254 0
        likely zh-Bopo 255 0
        likely zh-Hanb 256 0
        likely zh-Hant 251 0
        likely zhx 1483 0
        likely zia 1613 0
        likely zkt 1448 0
        likely zlm 1614 0
        likely zmi 1615 0
        likely zne 1616 0
        likely zsm 1 1
        likely zsm-* 789 0
        likely zsm-CC 790 0
        likely zu 1617 0
        likely zyb 1453 0
        likely zza 316 0
        distance aa 0 0 1
        distance aa-ssy 4 1 0
        distance aae 0 0 1
        distance aae-sq 10 1 0
        distance aao 0 0 1
        distance aao-ar 10 1 0
        distance aat 0 0 1
        distance aat-sq 10 1 0
        distance ab 0 0 1
        distance ab-ru 30 1 0
        distance abh 0 0 1
        distance abh-ar 10 1 0
        distance abv 0 0 1
        distance abv-ar 10 1 0
        distance ach 0 0 1
        distance ach-en 30 1 0
        distance acm 0 0 1
        distance acm-ar 10 1 0
        distance acq 0 0 1
        distance acq-ar 10 1 0
        distance acw 0 0 1
        distance acw-ar 10 1 0
        distance acx 0 0 1
        distance acx-ar 10 1 0
        distance acy 0 0 1
        distance acy-ar 10 1 0
        distance adf 0 0 1
        distance adf-ar 10 1 0
        distance aeb 0 0 1
        distance aeb-ar 10 1 0
        distance aec 0 0 1
        distance aec-ar 10 1 0
        distance af 0 0 1
        distance af-nl 20 1 0
        distance afb 0 0 1
        distance afb-ar 10 1 0
        distance aii 0 0 1
        distance aii-syr 10 1 0
        distance ajp 0 0 1
        distance ajp-ar 10 1 0
        distance ak 0 0 1
        distance ak-en 30 1 0
        distance aln 0 0 1
        distance aln-sq 10 1 0
        distance am 0 0 1
        distance am-en 30 1 1
        distance am-en-* 50 1 0
        distance am-en-Ethi 0 0 1
        distance am-en-Ethi-Latn 10 1 0
        distance apc 0 0 1
        distance apc-ar 10 1 0
        distance apd 0 0 1
        distance apd-ar 10 1 0
        distance ar 0 0 1
        distance ar-ar 0 1 1
        distance ar-ar-* 50 1 1
        distance ar-ar-*-* 5 1 0
        distance ar-ar-*-0 0 0 1
        distance ar-ar-*-0-0 4 1 0
        distance ar-ar-*-0-1 4 1 0
        distance ar-ar-*-0-2 4 1 0
        distance ar-ar-*-0-3 4 1 0
        distance ar-ar-*-0-5 4 1 0
        distance ar-ar-*-0-6 4 1 0
        distance ar-ar-*-1 0 0 1
        distance ar-ar-*-1-0 4 1 0
        distance ar-ar-*-1-1 4 1 0
        distance ar-ar-*-1-2 4 1 0
        distance ar-ar-*-1-3 4 1 0
        distance ar-ar-*-1-5 4 1 0
        distance ar-ar-*-1-6 4 1 0
        distance ar-ar-*-2 0 0 1
        distance ar-ar-*-2-0 4 1 0
        distance ar-ar-*-2-1 4 1 0
        distance ar-ar-*-2-2 4 1 0
        distance ar-ar-*-2-3 4 1 0
        distance ar-ar-*-2-5 4 1 0
        distance ar-ar-*-2-6 4 1 0
        distance ar-ar-*-3 0 0 1
        distance ar-ar-*-3-0 4 1 0
        distance ar-ar-*-3-1 4 1 0
        distance ar-ar-*-3-2 4 1 0
        distance ar-ar-*-3-3 4 1 0
        distance ar-ar-*-3-5 4 1 0
        distance ar-ar-*-3-6 4 1 0
        distance ar-ar-*-4 0 0 1
        distance ar-ar-*-4-4 4 1 0
        distance ar-ar-*-5 0 0 1
        distance ar-ar-*-5-0 4 1 0
        distance ar-ar-*-5-1 4 1 0
        distance ar-ar-*-5-2 4 1 0
        distance ar-ar-*-5-3 4 1 0
        distance ar-ar-*-5-5 4 1 0
        distance ar-ar-*-5-6 4 1 0
        distance ar-ar-*-6 0 0 1
        distance ar-ar-*-6-0 4 1 0
        distance ar-ar-*-6-1 4 1 0
        distance ar-ar-*-6-2 4 1 0
        distance ar-ar-*-6-3 4 1 0
        distance ar-ar-*-6-5 4 1 0
        distance ar-ar-*-6-6 4 1 0
        distance ar-ar-Latn 0 0 1
        distance ar-ar-Latn-Arab 20 1 1
        distance ar-ar-Latn-Arab-* 5 1 0
        distance ar-ar-Latn-Arab-0 0 0 1
        distance ar-ar-Latn-Arab-0-0 4 1 0
        distance ar-ar-Latn-Arab-0-1 4 1 0
        distance ar-ar-Latn-Arab-0-2 4 1 0
        distance ar-ar-Latn-Arab-0-3 4 1 0
        distance ar-ar-Latn-Arab-0-5 4 1 0
        distance ar-ar-Latn-Arab-0-6 4 1 0
        distance ar-ar-Latn-Arab-1 0 0 1
        distance ar-ar-Latn-Arab-1-0 4 1 0
        distance ar-ar-Latn-Arab-1-1 4 1 0
        distance ar-ar-Latn-Arab-1-2 4 1 0
        distance ar-ar-Latn-Arab-1-3 4 1 0
        distance ar-ar-Latn-Arab-1-5 4 1 0
        distance ar-ar-Latn-Arab-1-6 4 1 0
        distance ar-ar-Latn-Arab-2 0 0 1
        distance ar-ar-Latn-Arab-2-0 4 1 0
        distance ar-ar-Latn-Arab-2-1 4 1 0
        distance ar-ar-Latn-Arab-2-2 4 1 0
        distance ar-ar-Latn-Arab-2-3 4 1 0
        distance ar-ar-Latn-Arab-2-5 4 1 0
        distance ar-ar-Latn-Arab-2-6 4 1 0
        distance ar-ar-Latn-Arab-3 0 0 1
        distance ar-ar-Latn-Arab-3-0 4 1 0
        distance ar-ar-Latn-Arab-3-1 4 1 0
        distance ar-ar-Latn-Arab-3-2 4 1 0
        distance ar-ar-Latn-Arab-3-3 4 1 0
        distance ar-ar-Latn-Arab-3-5 4 1 0
        distance ar-ar-Latn-Arab-3-6 4 1 0
        distance ar-ar-Latn-Arab-4 0 0 1
        distance ar-ar-Latn-Arab-4-4 4 1 0
        distance ar-ar-Latn-Arab-5 0 0 1
        distance ar-ar-Latn-Arab-5-0 4 1 0
        distance ar-ar-Latn-Arab-5-1 4 1 0
        distance ar-ar-Latn-Arab-5-2 4 1 0
        distance ar-ar-Latn-Arab-5-3 4 1 0
        distance ar-ar-Latn-Arab-5-5 4 1 0
        distance ar-ar-Latn-Arab-5-6 4 1 0
        distance ar-ar-Latn-Arab-6 0 0 1
        distance ar-ar-Latn-Arab-6-0 4 1 0
        distance ar-ar-Latn-Arab-6-1 4 1 0
        distance ar-ar-Latn-Arab-6-2 4 1 0
        distance ar-ar-Latn-Arab-6-3 4 1 0
        distance ar-ar-Latn-Arab-6-5 4 1 0
        distance ar-ar-Latn-Arab-6-6 4 1 0
        distance arq 0 0 1
        distance arq-ar 10 1 0
        distance ars 0 0 1
        distance ars-ar 10 1 0
        distance ary 0 0 1
        distance ary-ar 10 1 0
        distance arz 0 0 1
        distance arz-ar 10 1 0
        distance auz 0 0 1
        distance auz-ar 10 1 0
        distance avl 0 0 1
        distance avl-ar 10 1 0
        distance ay 0 0 1
        distance ay-es 20 1 0
        distance ayh 0 0 1
        distance ayh-ar 10 1 0
        distance ayl 0 0 1
        distance ayl-ar 10 1 0
        distance ayn 0 0 1
        distance ayn-ar 10 1 0
        distance ayp 0 0 1
        distance ayp-ar 10 1 0
        distance az 0 0 1
        distance az-ru 30 1 1
        distance az-ru-* 50 1 0
        distance az-ru-Latn 0 0 1
        distance az-ru-Latn-Cyrl 10 1 0
        distance azb 0 0 1
        distance azb-az 10 1 0
        distance bal 0 0 1
        distance bal-ur 20 1 0
        distance bbz 0 0 1
        distance bbz-ar 10 1 0
        distance be 0 0 1
        distance be-ru 20 1 0
        distance bem 0 0 1
        distance bem-en 30 1 0
        distance bh 0 0 1
        distance bh-hi 30 1 0
        distance bhr 0 0 1
        distance bhr-mg 10 1 0
        distance bjn 0 0 1
        distance bjn-ms 10 1 0
        distance bjq 0 0 1
        distance bjq-mg 10 1 0
        distance bmm 0 0 1
        distance bmm-mg 10 1 0
        distance bn 0 0 1
        distance bn-bn 0 1 1
        distance bn-bn-* 50 1 0
        distance bn-bn-Latn 0 0 1
        distance bn-bn-Latn-Beng 20 1 0
        distance bn-en 30 1 1
        distance bn-en-* 50 1 0
        distance bn-en-Beng 0 0 1
        distance bn-en-Beng-Latn 10 1 0
        distance bo 0 0 1
        distance bo-zh 20 1 1
        distance bo-zh-* 50 1 0
        distance bo-zh-Tibt 0 0 1
        distance bo-zh-Tibt-Hans 10 1 0
        distance br 0 0 1
        distance br-fr 20 1 0
        distance bs 0 0 1
        distance bs-hr 4 1 0
        distance bs-sh 4 1 0
        distance btj 0 0 1
        distance btj-ms 10 1 0
        distance bve 0 0 1
        distance bve-ms 10 1 0
        distance bvu 0 0 1
        distance bvu-ms 10 1 0
        distance bzc 0 0 1
        distance bzc-mg 10 1 0
        distance ca 0 0 1
        distance ca-es 20 1 0
        distance cdo 0 0 1
        distance cdo-zh 10 1 0
        distance ceb 0 0 1
        distance ceb-fil 30 1 0
        distance chr 0 0 1
        distance chr-en 20 1 0
        distance cjy 0 0 1
        distance cjy-zh 10 1 0
        distance ckb 0 0 1
        distance ckb-ar 30 1 0
        distance co 0 0 1
        distance co-fr 20 1 0
        distance coa 0 0 1
        distance coa-ms 10 1 0
        distance cpx 0 0 1
        distance cpx-zh 10 1 0
        distance crs 0 0 1
        distance crs-fr 20 1 0
        distance cs 0 0 1
        distance cs-sk 20 1 0
        distance cy 0 0 1
        distance cy-en 20 1 0
        distance czh 0 0 1
        distance czh-zh 10 1 0
        distance czo 0 0 1
        distance czo-zh 10 1 0
        distance da 0 0 1
        distance da-nb 8 1 0
        distance da-no 8 1 0
        distance dty 0 0 1
        distance dty-ne 10 1 0
        distance dup 0 0 1
        distance dup-ms 10 1 0
        distance ee 0 0 1
        distance ee-en 30 1 0
        distance en 0 0 1
        distance en-en 128 1 1
        distance en-en-* 5 1 0
        distance en-en-0 0 0 1
        distance en-en-0-0 4 1 0
        distance en-en-0-1 4 1 0
        distance en-en-0-4 4 1 0
        distance en-en-0-5 3 1 0
        distance en-en-0-6 4 1 0
        distance en-en-1 0 0 1
        distance en-en-1-0 4 1 0
        distance en-en-1-1 4 1 0
        distance en-en-1-4 4 1 0
        distance en-en-1-5 3 1 0
        distance en-en-1-6 4 1 0
        distance en-en-2 0 0 1
        distance en-en-2-2 4 1 0
        distance en-en-2-3 4 1 0
        distance en-en-3 0 0 1
        distance en-en-3-2 4 1 0
        distance en-en-3-3 4 1 0
        distance en-en-4 0 0 1
        distance en-en-4-0 4 1 0
        distance en-en-4-1 4 1 0
        distance en-en-4-4 4 1 0
        distance en-en-4-5 3 1 0
        distance en-en-4-6 4 1 0
        distance en-en-5 0 0 1
        distance en-en-5-0 3 1 0
        distance en-en-5-1 3 1 0
        distance en-en-5-4 3 1 0
        distance en-en-5-5 3 1 0
        distance en-en-5-6 3 1 0
        distance en-en-6 0 0 1
        distance en-en-6-0 4 1 0
        distance en-en-6-1 4 1 0
        distance en-en-6-4 4 1 0
        distance en-en-6-5 3 1 0
        distance en-en-6-6 4 1 0
        distance enb 0 0 1
        distance enb-kln 10 1 0
        distance eo 0 0 1
        distance eo-en 30 1 0
        distance es 0 0 1
        distance es-es 128 1 1
        distance es-es-* 5 1 0
        distance es-es-0 0 0 1
        distance es-es-0-0 4 1 0
        distance es-es-0-2 4 1 0
        distance es-es-0-4 4 1 0
        distance es-es-0-5 4 1 0
        distance es-es-0-6 4 1 0
        distance es-es-1 0 0 1
        distance es-es-1-1 4 1 0
        distance es-es-1-3 4 1 0
        distance es-es-2 0 0 1
        distance es-es-2-0 4 1 0
        distance es-es-2-2 4 1 0
        distance es-es-2-4 4 1 0
        distance es-es-2-5 4 1 0
        distance es-es-2-6 4 1 0
        distance es-es-3 0 0 1
        distance es-es-3-1 4 1 0
        distance es-es-3-3 4 1 0
        distance es-es-4 0 0 1
        distance es-es-4-0 4 1 0
        distance es-es-4-2 4 1 0
        distance es-es-4-4 4 1 0
        distance es-es-4-5 4 1 0
        distance es-es-4-6 4 1 0
        distance es-es-5 0 0 1
        distance es-es-5-0 4 1 0
        distance es-es-5-2 4 1 0
        distance es-es-5-4 4 1 0
        distance es-es-5-5 4 1 0
        distance es-es-5-6 4 1 0
        distance es-es-6 0 0 1
        distance es-es-6-0 4 1 0
        distance es-es-6-2 4 1 0
        distance es-es-6-4 4 1 0
        distance es-es-6-5 4 1 0
        distance es-es-6-6 4 1 0
        distance eu 0 0 1
        distance eu-es 20 1 0
        distance eyo 0 0 1
        distance eyo-kln 10 1 0
        distance ffm 0 0 1
        distance ffm-ff 10 1 0
        distance fo 0 0 1
        distance fo-da 20 1 0
        distance fub 0 0 1
        distance fub-ff 10 1 0
        distance fue 0 0 1
        distance fue-ff 10 1 0
        distance fuf 0 0 1
        distance fuf-ff 10 1 0
        distance fuh 0 0 1
        distance fuh-ff 10 1 0
        distance fui 0 0 1
        distance fui-ff 10 1 0
        distance fuq 0 0 1
        distance fuq-ff 10 1 0
        distance fuv 0 0 1
        distance fuv-ff 10 1 0
        distance fy 0 0 1
        distance fy-nl 20 1 0
        distance ga 0 0 1
        distance ga-en 20 1 0
        distance gaa 0 0 1
        distance gaa-en 30 1 0
        distance gan 0 0 1
        distance gan-zh 10 1 0
        distance gax 0 0 1
        distance gax-om 10 1 0
        distance gd 0 0 1
        distance gd-en 20 1 0
        distance gkp 0 0 1
        distance gkp-kpe 10 1 0
        distance gl 0 0 1
        distance gl-es 20 1 0
        distance gn 0 0 1
        distance gn-es 20 1 0
        distance gnw 0 0 1
        distance gnw-gn 10 1 0
        distance gom 0 0 1
        distance gom-kok 10 1 0
        distance gsw 0 0 1
        distance gsw-de 4 1 0
        distance gu 0 0 1
        distance gu-gu 0 1 1
        distance gu-gu-* 50 1 0
        distance gu-gu-Latn 0 0 1
        distance gu-gu-Latn-Gujr 20 1 0
        distance gu-hi 30 1 0
        distance gui 0 0 1
        distance gui-gn 10 1 0
        distance gun 0 0 1
        distance gun-gn 10 1 0
        distance ha 0 0 1
        distance ha-en 30 1 0
        distance hae 0 0 1
        distance hae-om 10 1 0
        distance hak 0 0 1
        distance hak-zh 10 1 0
        distance haw 0 0 1
        distance haw-en 20 1 0
        distance hi 0 0 1
        distance hi-hi 0 1 1
        distance hi-hi-* 50 1 0
        distance hi-hi-Latn 0 0 1
        distance hi-hi-Latn-Deva 20 1 0
        distance hji 0 0 1
        distance hji-ms 10 1 0
        distance hr 0 0 1
        distance hr-bs 4 1 0
        distance hr-sh 4 1 0
        distance hsn 0 0 1
        distance hsn-zh 10 1 0
        distance ht 0 0 1
        distance ht-fr 20 1 0
        distance hy 0 0 1
        distance hy-ru 30 1 1
        distance hy-ru-* 50 1 0
        distance hy-ru-Armn 0 0 1
        distance hy-ru-Armn-Cyrl 10 1 0
        distance ia 0 0 1
        distance ia-en 30 1 0
        distance id 0 0 1
        distance id-ms 10 1 0
        distance ida 0 0 1
        distance ida-luy 10 1 0
        distance ig 0 0 1
        distance ig-en 30 1 0
        distance ikt 0 0 1
        distance ikt-iu 10 1 0
        distance is 0 0 1
        distance is-en 20 1 0
        distance ja 0 0 1
        distance ja-ja 0 1 1
        distance ja-ja-* 50 1 0
        distance ja-ja-Hani 0 0 1
        distance ja-ja-Hani-Jpan 5 1 0
        distance ja-ja-Hira 0 0 1
        distance ja-ja-Hira-Hrkt 5 1 0
        distance ja-ja-Hira-Jpan 5 1 0
        distance ja-ja-Hrkt 0 0 1
        distance ja-ja-Hrkt-Jpan 5 1 0
        distance ja-ja-Kana 0 0 1
        distance ja-ja-Kana-Hrkt 5 1 0
        distance ja-ja-Kana-Jpan 5 1 0
        distance ja-ja-Latn 0 0 1
        distance ja-ja-Latn-Jpan 5 1 0
        distance jak 0 0 1
        distance jak-ms 10 1 0
        distance jax 0 0 1
        distance jax-ms 10 1 0
        distance jv 0 0 1
        distance jv-id 20 1 0
        distance ka 0 0 1
        distance ka-en 30 1 1
        distance ka-en-* 50 1 0
        distance ka-en-Geor 0 0 1
        distance ka-en-Geor-Latn 10 1 0
        distance kg 0 0 1
        distance kg-fr 30 1 0
        distance kk 0 0 1
        distance kk-ru 30 1 0
        distance km 0 0 1
        distance km-en 30 1 1
        distance km-en-* 50 1 0
        distance km-en-Khmr 0 0 1
        distance km-en-Khmr-Latn 10 1 0
        distance kn 0 0 1
        distance kn-en 30 1 1
        distance kn-en-* 50 1 0
        distance kn-en-Knda 0 0 1
        distance kn-en-Knda-Latn 10 1 0
        distance kn-kn 0 1 1
        distance kn-kn-* 50 1 0
        distance kn-kn-Latn 0 0 1
        distance kn-kn-Latn-Knda 20 1 0
        distance ko 0 0 1
        distance ko-ko 0 1 1
        distance ko-ko-* 50 1 0
        distance ko-ko-Hang 0 0 1
        distance ko-ko-Hang-Kore 5 1 0
        distance ko-ko-Hani 0 0 1
        distance ko-ko-Hani-Kore 5 1 0
        distance ko-ko-Jamo 0 0 1
        distance ko-ko-Jamo-Hang 5 1 0
        distance ko-ko-Jamo-Kore 5 1 0
        distance kri 0 0 1
        distance kri-en 30 1 0
        distance ku 0 0 1
        distance ku-tr 30 1 0
        distance kvb 0 0 1
        distance kvb-ms 10 1 0
        distance kvr 0 0 1
        distance kvr-ms 10 1 0
        distance kxd 0 0 1
        distance kxd-ms 10 1 0
        distance ky 0 0 1
        distance ky-ru 30 1 0
        distance la 0 0 1
        distance la-it 20 1 0
        distance lb 0 0 1
        distance lb-de 4 1 0
        distance lce 0 0 1
        distance lce-ms 10 1 0
        distance lcf 0 0 1
        distance lcf-ms 10 1 0
        distance lg 0 0 1
        distance lg-en 30 1 0
        distance liw 0 0 1
        distance liw-ms 10 1 0
        distance lkb 0 0 1
        distance lkb-luy 10 1 0
        distance lko 0 0 1
        distance lko-luy 10 1 0
        distance lks 0 0 1
        distance lks-luy 10 1 0
        distance ln 0 0 1
        distance ln-fr 30 1 0
        distance lo 0 0 1
        distance lo-en 30 1 1
        distance lo-en-* 50 1 0
        distance lo-en-Laoo 0 0 1
        distance lo-en-Laoo-Latn 10 1 0
        distance loz 0 0 1
        distance loz-en 30 1 0
        distance lri 0 0 1
        distance lri-luy 10 1 0
        distance lrm 0 0 1
        distance lrm-luy 10 1 0
        distance lsm 0 0 1
        distance lsm-luy 10 1 0
        distance ltg 0 0 1
        distance ltg-lv 10 1 0
        distance lto 0 0 1
        distance lto-luy 10 1 0
        distance lts 0 0 1
        distance lts-luy 10 1 0
        distance lua 0 0 1
        distance lua-fr 30 1 0
        distance lwg 0 0 1
        distance lwg-luy 10 1 0
        distance lzh 0 0 1
        distance lzh-zh 10 1 0
        distance mai 0 0 1
        distance mai-hi 20 1 0
        distance max 0 0 1
        distance max-ms 10 1 0
        distance meo 0 0 1
        distance meo-ms 10 1 0
        distance mfa 0 0 1
        distance mfa-ms 10 1 0
        distance mfb 0 0 1
        distance mfb-ms 10 1 0
        distance mfe 0 0 1
        distance mfe-en 30 1 0
        distance mg 0 0 1
        distance mg-fr 30 1 0
        distance mi 0 0 1
        distance mi-en 20 1 0
        distance min 0 0 1
        distance min-ms 10 1 0
        distance ml 0 0 1
        distance ml-en 30 1 1
        distance ml-en-* 50 1 0
        distance ml-en-Mlym 0 0 1
        distance ml-en-Mlym-Latn 10 1 0
        distance ml-ml 0 1 1
        distance ml-ml-* 50 1 0
        distance ml-ml-Latn 0 0 1
        distance ml-ml-Latn-Mlym 20 1 0
        distance mn 0 0 1
        distance mn-ru 30 1 0
        distance mnp 0 0 1
        distance mnp-zh 10 1 0
        distance mqg 0 0 1
        distance mqg-ms 10 1 0
        distance mr 0 0 1
        distance mr-hi 30 1 0
        distance mr-mr 0 1 1
        distance mr-mr-* 50 1 0
        distance mr-mr-Latn 0 0 1
        distance mr-mr-Latn-Deva 20 1 0
        distance ms 0 0 1
        distance ms-id 30 1 0
        distance msh 0 0 1
        distance msh-mg 10 1 0
        distance msi 0 0 1
        distance msi-ms 10 1 0
        distance mt 0 0 1
        distance mt-en 30 1 0
        distance mui 0 0 1
        distance mui-ms 10 1 0
        distance mvf 0 0 1
        distance mvf-mn 10 1 0
        distance my 0 0 1
        distance my-en 30 1 1
        distance my-en-* 50 1 0
        distance my-en-Mymr 0 0 1
        distance my-en-Mymr-Latn 10 1 0
        distance nan 0 0 1
        distance nan-zh 10 1 0
        distance nb 0 0 1
        distance nb-da 8 1 0
        distance nb-nn 20 1 0
        distance nb-no 1 1 0
        distance ne 0 0 1
        distance ne-en 30 1 1
        distance ne-en-* 50 1 0
        distance ne-en-Deva 0 0 1
        distance ne-en-Deva-Latn 10 1 0
        distance nhd 0 0 1
        distance nhd-gn 10 1 0
        distance niq 0 0 1
        distance niq-kln 10 1 0
        distance nle 0 0 1
        distance nle-luy 10 1 0
        distance nn 0 0 1
        distance nn-nb 20 1 0
        distance nn-no 20 1 0
        distance no 0 0 1
        distance no-da 8 1 0
        distance no-nb 1 1 0
        distance no-nn 20 1 0
        distance nso 0 0 1
        distance nso-en 30 1 0
        distance ny 0 0 1
        distance ny-en 30 1 0
        distance nyd 0 0 1
        distance nyd-luy 10 1 0
        distance nyn 0 0 1
        distance nyn-en 30 1 0
        distance oc 0 0 1
        distance oc-fr 20 1 0
        distance oki 0 0 1
        distance oki-kln 10 1 0
        distance om 0 0 1
        distance om-en 30 1 0
        distance or 0 0 1
        distance or-en 30 1 1
        distance or-en-* 50 1 0
        distance or-en-Orya 0 0 1
        distance or-en-Orya-Latn 10 1 0
        distance orc 0 0 1
        distance orc-om 10 1 0
        distance orn 0 0 1
        distance orn-ms 10 1 0
        distance ors 0 0 1
        distance ors-ms 10 1 0
        distance pa 0 0 1
        distance pa-en 30 1 1
        distance pa-en-* 50 1 0
        distance pa-en-Guru 0 0 1
        distance pa-en-Guru-Latn 10 1 0
        distance pbt 0 0 1
        distance pbt-ps 10 1 0
        distance pcm 0 0 1
        distance pcm-en 20 1 0
        distance pel 0 0 1
        distance pel-ms 10 1 0
        distance pga 0 0 1
        distance pga-ar 10 1 0
        distance pko 0 0 1
        distance pko-kln 10 1 0
        distance ps 0 0 1
        distance ps-en 30 1 1
        distance ps-en-* 50 1 0
        distance ps-en-Arab 0 0 1
        distance ps-en-Arab-Latn 10 1 0
        distance pse 0 0 1
        distance pse-ms 10 1 0
        distance pst 0 0 1
        distance pst-ps 10 1 0
        distance pt 0 0 1
        distance pt-pt 128 1 1
        distance pt-pt-* 5 1 0
        distance pt-pt-0 0 0 1
        distance pt-pt-0-0 4 1 0
        distance pt-pt-0-2 4 1 0
        distance pt-pt-0-4 4 1 0
        distance pt-pt-0-5 4 1 0
        distance pt-pt-0-6 4 1 0
        distance pt-pt-1 0 0 1
        distance pt-pt-1-1 4 1 0
        distance pt-pt-1-3 4 1 0
        distance pt-pt-2 0 0 1
        distance pt-pt-2-0 4 1 0
        distance pt-pt-2-2 4 1 0
        distance pt-pt-2-4 4 1 0
        distance pt-pt-2-5 4 1 0
        distance pt-pt-2-6 4 1 0
        distance pt-pt-3 0 0 1
        distance pt-pt-3-1 4 1 0
        distance pt-pt-3-3 4 1 0
        distance pt-pt-4 0 0 1
        distance pt-pt-4-0 4 1 0
        distance pt-pt-4-2 4 1 0
        distance pt-pt-4-4 4 1 0
        distance pt-pt-4-5 4 1 0
        distance pt-pt-4-6 4 1 0
        distance pt-pt-5 0 0 1
        distance pt-pt-5-0 4 1 0
        distance pt-pt-5-2 4 1 0
        distance pt-pt-5-4 4 1 0
        distance pt-pt-5-5 4 1 0
        distance pt-pt-5-6 4 1 0
        distance pt-pt-6 0 0 1
        distance pt-pt-6-0 4 1 0
        distance pt-pt-6-2 4 1 0
        distance pt-pt-6-4 4 1 0
        distance pt-pt-6-5 4 1 0
        distance pt-pt-6-6 4 1 0
        distance qu 0 0 1
        distance qu-es 30 1 0
        distance qub 0 0 1
        distance qub-qu 10 1 0
        distance qud 0 0 1
        distance qud-qu 10 1 0
        distance quf 0 0 1
        distance quf-qu 10 1 0
        distance qug 0 0 1
        distance qug-qu 10 1 0
        distance quh 0 0 1
        distance quh-qu 10 1 0
        distance quk 0 0 1
        distance quk-qu 10 1 0
        distance qul 0 0 1
        distance qul-qu 10 1 0
        distance qup 0 0 1
        distance qup-qu 10 1 0
        distance qur 0 0 1
        distance qur-qu 10 1 0
        distance qus 0 0 1
        distance qus-qu 10 1 0
        distance quw 0 0 1
        distance quw-qu 10 1 0
        distance qux 0 0 1
        distance qux-qu 10 1 0
        distance quy 0 0 1
        distance quy-qu 10 1 0
        distance qva 0 0 1
        distance qva-qu 10 1 0
        distance qvc 0 0 1
        distance qvc-qu 10 1 0
        distance qve 0 0 1
        distance qve-qu 10 1 0
        distance qvh 0 0 1
        distance qvh-qu 10 1 0
        distance qvi 0 0 1
        distance qvi-qu 10 1 0
        distance qvj 0 0 1
        distance qvj-qu 10 1 0
        distance qvl 0 0 1
        distance qvl-qu 10 1 0
        distance qvm 0 0 1
        distance qvm-qu 10 1 0
        distance qvn 0 0 1
        distance qvn-qu 10 1 0
        distance qvo 0 0 1
        distance qvo-qu 10 1 0
        distance qvp 0 0 1
        distance qvp-qu 10 1 0
        distance qvs 0 0 1
        distance qvs-qu 10 1 0
        distance qvw 0 0 1
        distance qvw-qu 10 1 0
        distance qvz 0 0 1
        distance qvz-qu 10 1 0
        distance qwa 0 0 1
        distance qwa-qu 10 1 0
        distance qwc 0 0 1
        distance qwc-qu 10 1 0
        distance qwh 0 0 1
        distance qwh-qu 10 1 0
        distance qws 0 0 1
        distance qws-qu 10 1 0
        distance qxa 0 0 1
        distance qxa-qu 10 1 0
        distance qxc 0 0 1
        distance qxc-qu 10 1 0
        distance qxh 0 0 1
        distance qxh-qu 10 1 0
        distance qxl 0 0 1
        distance qxl-qu 10 1 0
        distance qxn 0 0 1
        distance qxn-qu 10 1 0
        distance qxo 0 0 1
        distance qxo-qu 10 1 0
        distance qxp 0 0 1
        distance qxp-qu 10 1 0
        distance qxr 0 0 1
        distance qxr-qu 10 1 0
        distance qxt 0 0 1
        distance qxt-qu 10 1 0
        distance qxu 0 0 1
        distance qxu-qu 10 1 0
        distance qxw 0 0 1
        distance qxw-qu 10 1 0
        distance rag 0 0 1
        distance rag-luy 10 1 0
        distance rm 0 0 1
        distance rm-de 20 1 0
        distance rn 0 0 1
        distance rn-en 30 1 0
        distance rw 0 0 1
        distance rw-fr 30 1 0
        distance sa 0 0 1
        distance sa-hi 30 1 0
        distance sd 0 0 1
        distance sd-en 30 1 1
        distance sd-en-* 50 1 0
        distance sd-en-Arab 0 0 1
        distance sd-en-Arab-Latn 10 1 0
        distance sdc 0 0 1
        distance sdc-sc 10 1 0
        distance sdn 0 0 1
        distance sdn-sc 10 1 0
        distance sgc 0 0 1
        distance sgc-kln 10 1 0
        distance sh 0 0 1
        distance sh-bs 4 1 0
        distance sh-hr 4 1 0
        distance sh-sr 4 1 0
        distance shu 0 0 1
        distance shu-ar 10 1 0
        distance si 0 0 1
        distance si-en 30 1 1
        distance si-en-* 50 1 0
        distance si-en-Sinh 0 0 1
        distance si-en-Sinh-Latn 10 1 0
        distance sk 0 0 1
        distance sk-cs 20 1 0
        distance skg 0 0 1
        distance skg-mg 10 1 0
        distance sn 0 0 1
        distance sn-en 30 1 0
        distance so 0 0 1
        distance so-en 30 1 0
        distance spv 0 0 1
        distance spv-or 10 1 0
        distance sq 0 0 1
        distance sq-en 30 1 0
        distance sr 0 0 1
        distance sr-sh 4 1 0
        distance sr-sr 0 1 1
        distance sr-sr-* 50 1 0
        distance sr-sr-Cyrl 0 0 1
        distance sr-sr-Cyrl-Latn 5 1 0
        distance sr-sr-Latn 0 0 1
        distance sr-sr-Latn-Cyrl 5 1 0
        distance sro 0 0 1
        distance sro-sc 10 1 0
        distance ssh 0 0 1
        distance ssh-ar 10 1 0
        distance ssy 0 0 1
        distance ssy-aa 4 1 0
        distance st 0 0 1
        distance st-en 30 1 0
        distance su 0 0 1
        distance su-id 20 1 0
        distance sw 0 0 1
        distance sw-en 30 1 0
        distance ta 0 0 1
        distance ta-en 30 1 1
        distance ta-en-* 50 1 0
        distance ta-en-Taml 0 0 1
        distance ta-en-Taml-Latn 10 1 0
        distance ta-ta 0 1 1
        distance ta-ta-* 50 1 0
        distance ta-ta-Latn 0 0 1
        distance ta-ta-Latn-Taml 20 1 0
        distance tdx 0 0 1
        distance tdx-mg 10 1 0
        distance te 0 0 1
        distance te-en 30 1 1
        distance te-en-* 50 1 0
        distance te-en-Telu 0 0 1
        distance te-en-Telu-Latn 10 1 0
        distance te-te 0 1 1
        distance te-te-* 50 1 0
        distance te-te-Latn 0 0 1
        distance te-te-Latn-Telu 20 1 0
        distance tec 0 0 1
        distance tec-kln 10 1 0
        distance tg 0 0 1
        distance tg-ru 30 1 0
        distance ti 0 0 1
        distance ti-en 30 1 1
        distance ti-en-* 50 1 0
        distance ti-en-Ethi 0 0 1
        distance ti-en-Ethi-Latn 10 1 0
        distance tk 0 0 1
        distance tk-ru 30 1 1
        distance tk-ru-* 50 1 0
        distance tk-ru-Latn 0 0 1
        distance tk-ru-Latn-Cyrl 10 1 0
        distance tkg 0 0 1
        distance tkg-mg 10 1 0
        distance tlh 0 0 1
        distance tlh-en 30 1 0
        distance tmw 0 0 1
        distance tmw-ms 10 1 0
        distance tn 0 0 1
        distance tn-en 30 1 0
        distance to 0 0 1
        distance to-en 30 1 0
        distance tt 0 0 1
        distance tt-ru 30 1 0
        distance tum 0 0 1
        distance tum-en 30 1 0
        distance tuy 0 0 1
        distance tuy-kln 10 1 0
        distance txy 0 0 1
        distance txy-mg 10 1 0
        distance ug 0 0 1
        distance ug-zh 20 1 0
        distance uk 0 0 1
        distance uk-ru 20 1 0
        distance ur 0 0 1
        distance ur-en 30 1 1
        distance ur-en-* 50 1 0
        distance ur-en-Arab 0 0 1
        distance ur-en-Arab-Latn 10 1 0
        distance urk 0 0 1
        distance urk-ms 10 1 0
        distance uz 0 0 1
        distance uz-ru 30 1 1
        distance uz-ru-* 50 1 0
        distance uz-ru-Latn 0 0 1
        distance uz-ru-Latn-Cyrl 10 1 0
        distance uzs 0 0 1
        distance uzs-uz 10 1 0
        distance vkk 0 0 1
        distance vkk-ms 10 1 0
        distance vkt 0 0 1
        distance vkt-ms 10 1 0
        distance vro 0 0 1
        distance vro-et 10 1 0
        distance wo 0 0 1
        distance wo-fr 30 1 0
        distance wuu 0 0 1
        distance wuu-zh 10 1 0
        distance xh 0 0 1
        distance xh-en 30 1 0
        distance xmm 0 0 1
        distance xmm-ms 10 1 0
        distance xmv 0 0 1
        distance xmv-mg 10 1 0
        distance xmw 0 0 1
        distance xmw-mg 10 1 0
        distance yi 0 0 1
        distance yi-en 30 1 1
        distance yi-en-* 50 1 0
        distance yi-en-Hebr 0 0 1
        distance yi-en-Hebr-Latn 10 1 0
        distance yih 0 0 1
        distance yih-yi 10 1 0
        distance yo 0 0 1
        distance yo-en 30 1 0
        distance yue 0 0 1
        distance yue-zh 10 1 0
        distance za 0 0 1
        distance za-zh 20 1 1
        distance za-zh-* 50 1 0
        distance za-zh-Latn 0 0 1
        distance za-zh-Latn-Hans 10 1 0
        distance zh 0 0 1
        distance zh-zh 0 1 1
        distance zh-zh-* 50 1 0
        distance zh-zh-Hani 0 0 1
        distance zh-zh-Hani-Hans 20 1 0
        distance zh-zh-Hani-Hant 20 1 0
        distance zh-zh-Hant 0 0 1
        distance zh-zh-Hant-Hant 0 1 1
        distance zh-zh-Hant-Hant-* 5 1 0
        distance zh-zh-Hant-Hant-0 0 0 1
        distance zh-zh-Hant-Hant-0-0 4 1 0
        distance zh-zh-Hant-Hant-0-1 4 1 0
        distance zh-zh-Hant-Hant-0-2 4 1 0
        distance zh-zh-Hant-Hant-0-3 4 1 0
        distance zh-zh-Hant-Hant-0-4 4 1 0
        distance zh-zh-Hant-Hant-0-5 4 1 0
        distance zh-zh-Hant-Hant-1 0 0 1
        distance zh-zh-Hant-Hant-1-0 4 1 0
        distance zh-zh-Hant-Hant-1-1 4 1 0
        distance zh-zh-Hant-Hant-1-2 4 1 0
        distance zh-zh-Hant-Hant-1-3 4 1 0
        distance zh-zh-Hant-Hant-1-4 4 1 0
        distance zh-zh-Hant-Hant-1-5 4 1 0
        distance zh-zh-Hant-Hant-2 0 0 1
        distance zh-zh-Hant-Hant-2-0 4 1 0
        distance zh-zh-Hant-Hant-2-1 4 1 0
        distance zh-zh-Hant-Hant-2-2 4 1 0
        distance zh-zh-Hant-Hant-2-3 4 1 0
        distance zh-zh-Hant-Hant-2-4 4 1 0
        distance zh-zh-Hant-Hant-2-5 4 1 0
        distance zh-zh-Hant-Hant-3 0 0 1
        distance zh-zh-Hant-Hant-3-0 4 1 0
        distance zh-zh-Hant-Hant-3-1 4 1 0
        distance zh-zh-Hant-Hant-3-2 4 1 0
        distance zh-zh-Hant-Hant-3-3 4 1 0
        distance zh-zh-Hant-Hant-3-4 4 1 0
        distance zh-zh-Hant-Hant-3-5 4 1 0
        distance zh-zh-Hant-Hant-4 0 0 1
        distance zh-zh-Hant-Hant-4-0 4 1 0
        distance zh-zh-Hant-Hant-4-1 4 1 0
        distance zh-zh-Hant-Hant-4-2 4 1 0
        distance zh-zh-Hant-Hant-4-3 4 1 0
        distance zh-zh-Hant-Hant-4-4 4 1 0
        distance zh-zh-Hant-Hant-4-5 4 1 0
        distance zh-zh-Hant-Hant-5 0 0 1
        distance zh-zh-Hant-Hant-5-0 4 1 0
        distance zh-zh-Hant-Hant-5-1 4 1 0
        distance zh-zh-Hant-Hant-5-2 4 1 0
        distance zh-zh-Hant-Hant-5-3 4 1 0
        distance zh-zh-Hant-Hant-5-4 4 1 0
        distance zh-zh-Hant-Hant-5-5 4 1 0
        distance zh-zh-Hant-Hant-6 0 0 1
        distance zh-zh-Hant-Hant-6-6 4 1 0
        distance zh-zh-Latn 0 0 1
        distance zh-zh-Latn-Hans 20 1 0
        distance zlm 0 0 1
        distance zlm-ms 10 1 0
        distance zmi 0 0 1
        distance zmi-ms 10 1 0
        distance zu 0 0 1
        distance zu-en 30 1 0
        partition .
        partition 0
        partition 1
        partition 2
        partition 3
        partition 4
        partition 5
        partition 6
        partition 0123456
        partition 04
        partition 13
        partition 02
        partition 06
        partition 026
        partition 05
        partition 012345
        regionPartition 2 8
        regionPartition 3 9
        regionPartition 4 10
        regionPartition 6 2
        regionPartition 10 11
        regionPartition 12 9
        regionPartition 14 2
        regionPartition 15 1
        regionPartition 16 9
        regionPartition 18 1
        regionPartition 19 1
        regionPartition 20 10
        regionPartition 22 10
        regionPartition 30 10
        regionPartition 31 12
        regionPartition 35 1
        regionPartition 36 11
        regionPartition 40 1
        regionPartition 54 1
        regionPartition 55 1
        regionPartition 58 11
        regionPartition 62 11
        regionPartition 143 13
        regionPartition 144 1
        regionPartition 146 1
        regionPartition 151 14
        regionPartition 152 1
        regionPartition 155 14
        regionPartition 156 1
        regionPartition 203 9
        regionPartition 420 10
        regionPartition 1003 1
        regionPartition 1004 1
        regionPartition 1005 1
        regionPartition 1006 1
        regionPartition 1007 2
        regionPartition 1009 2
        regionPartition 1012 1
        regionPartition 1013 1
        regionPartition 1014 2
        regionPartition 1015 1
        regionPartition 1017 1
        regionPartition 1018 2
        regionPartition 1019 3
        regionPartition 1020 1
        regionPartition 1021 1
        regionPartition 1023 2
        regionPartition 1024 1
        regionPartition 1026 1
        regionPartition 1027 1
        regionPartition 1028 2
        regionPartition 1030 1
        regionPartition 1031 1
        regionPartition 1032 1
        regionPartition 1033 1
        regionPartition 1034 1
        regionPartition 1035 1
        regionPartition 1036 1
        regionPartition 1038 2
        regionPartition 1039 2
        regionPartition 1040 1
        regionPartition 1041 2
        regionPartition 1043 2
        regionPartition 1044 2
        regionPartition 1045 2
        regionPartition 1046 1
        regionPartition 1047 1
        regionPartition 1048 2
        regionPartition 1049 1
        regionPartition 1051 1
        regionPartition 1052 2
        regionPartition 1053 4
        regionPartition 1055 1
        regionPartition 1056 1
        regionPartition 1058 1
        regionPartition 1059 1
        regionPartition 1060 1
        regionPartition 1061 1
        regionPartition 1063 1
        regionPartition 1064 2
        regionPartition 1065 1
        regionPartition 1066 1
        regionPartition 1067 2
        regionPartition 1068 1
        regionPartition 1070 2
        regionPartition 1071 1
        regionPartition 1073 2
        regionPartition 1074 1
        regionPartition 1075 2
        regionPartition 1076 1
        regionPartition 1077 1
        regionPartition 1078 1
        regionPartition 1082 1
        regionPartition 1083 1
        regionPartition 1085 1
        regionPartition 1088 1
        regionPartition 1089 1
        regionPartition 1091 2
        regionPartition 1093 2
        regionPartition 1104 5
        regionPartition 1105 1
        regionPartition 1107 2
        regionPartition 1109 1
        regionPartition 1111 1
        regionPartition 1112 5
        regionPartition 1122 1
        regionPartition 1123 1
        regionPartition 1124 1
        regionPartition 1125 1
        regionPartition 1130 1
        regionPartition 1139 1
        regionPartition 1140 1
        regionPartition 1141 2
        regionPartition 1143 1
        regionPartition 1145 1
        regionPartition 1148 1
        regionPartition 1154 1
        regionPartition 1157 1
        regionPartition 1158 6
        regionPartition 1160 2
        regionPartition 1161 1
        regionPartition 1162 2
        regionPartition 1163 1
        regionPartition 1164 1
        regionPartition 1165 1
        regionPartition 1168 2
        regionPartition 1169 1
        regionPartition 1170 1
        regionPartition 1172 2
        regionPartition 1173 1
        regionPartition 1174 1
        regionPartition 1175 2
        regionPartition 1176 2
        regionPartition 1177 3
        regionPartition 1179 1
        regionPartition 1181 2
        regionPartition 1193 7
        regionPartition 1195 1
        regionPartition 1196 2
        regionPartition 1200 1
        regionPartition 1202 2
        regionPartition 1203 1
        regionPartition 1211 1
        regionPartition 1212 1
        regionPartition 1213 1
        regionPartition 1220 1
        regionPartition 1221 1
        regionPartition 1222 1
        regionPartition 1223 1
        regionPartition 1225 1
        regionPartition 1226 1
        regionPartition 1227 1
        regionPartition 1228 1
        regionPartition 1239 1
        regionPartition 1247 2
        regionPartition 1249 1
        regionPartition 1250 1
        regionPartition 1265 1
        regionPartition 1267 1
        regionPartition 1268 1
        regionPartition 1269 1
        regionPartition 1273 1
        regionPartition 1274 2
        regionPartition 1276 1
        regionPartition 1278 1
        regionPartition 1283 1
        regionPartition 1285 2
        regionPartition 1286 1
        regionPartition 1287 1
        regionPartition 1288 1
        regionPartition 1289 2
        regionPartition 1295 1
        regionPartition 1297 1
        regionPartition 1304 1
        regionPartition 1305 1
        regionPartition 1306 1
        regionPartition 1307 1
        regionPartition 1308 1
        regionPartition 1311 5
        regionPartition 1313 5
        regionPartition 1315 1
        regionPartition 1316 1
        regionPartition 1317 1
        regionPartition 1318 2
        regionPartition 1319 1
        regionPartition 1320 3
        regionPartition 1323 1
        regionPartition 1324 1
        regionPartition 1325 1
        regionPartition 1326 1
        regionPartition 1327 7
        regionPartition 1328 3
        regionPartition 1329 2
        regionPartition 1330 5
        regionPartition 1331 2
        regionPartition 1332 1
        regionPartition 1333 1
        regionPartition 1334 1
        regionPartition 1335 1
        regionPartition 1336 2
        regionPartition 1337 1
        regionPartition 1338 1
        regionPartition 1339 1
        regionPartition 1341 1
        regionPartition 1343 1
        regionPartition 1344 1
        regionPartition 1345 1
        regionPartition 1347 2
        regionPartition 1350 1
        regionPartition 1353 1
        regionPartition 1354 1
        regionPartition 1356 1
        regionPartition 1358 1
        regionPartition 1359 1
        regionPartition 1364 1
        regionPartition 1377 1
        regionPartition 1391 2
        regionPartition 1395 2
        regionPartition 1396 1
        regionPartition 1397 1
        regionPartition 1398 3
        regionPartition 1401 1
        regionPartition 1402 1
        regionPartition 1403 2
        regionPartition 1404 1
        regionPartition 1408 4
        regionPartition 1409 1
        regionPartition 1410 1
        regionPartition 1413 1
        regionPartition 1415 2
        regionPartition 1417 1
        regionPartition 1431 1
        regionPartition 1437 1
        regionPartition 1447 1
        regionPartition 1457 1
        regionPartition 1461 1
        regionPartition 1463 1
        regionPartition 1465 1
        regionPartition 1469 1
        regionPartition 1470 1
        regionPartition 1471 1
        regionPartition 1472 1
        regionPartition 1473 1
        regionPartition 1475 1
        regionPartition 1476 1
        regionPartition 1477 1
        regionPartition 1478 1
        regionPartition 1479 1
        regionPartition 1480 1
        regionPartition 1481 1
        regionPartition 1482 1
        regionPartition 1483 1
        regionPartition 1486 2
        regionPartition 1487 1
        regionPartition 1488 1
        regionPartition 1489 1
        regionPartition 1490 2
        regionPartition 1492 2
        regionPartition 1493 1
        regionPartition 1494 1
        regionPartition 1495 1
        regionPartition 1497 2
        regionPartition 1498 1
        regionPartition 1500 1
        regionPartition 1501 1
        regionPartition 1502 1
        regionPartition 1504 1
        regionPartition 1505 1
        regionPartition 1506 1
        regionPartition 1507 1
        regionPartition 1508 5
        regionPartition 1509 1
        regionPartition 1510 1
        regionPartition 1512 1
        regionPartition 1514 2
        regionPartition 1516 1
        regionPartition 1517 1
        regionPartition 1520 1
        regionPartition 1521 1
        regionPartition 1527 1
        regionPartition 1533 3
        regionPartition 1534 15
        regionPartition 1539 4
        regionPartition 1545 2
        regionPartition 1546 1
        regionPartition 1547 1
        regionPartition 1549 2
        regionPartition 1551 2
        regionPartition 1553 2
        regionPartition 1555 4
        regionPartition 1560 1
        regionPartition 1567 1
        regionPartition 1578 1
        regionPartition 1591 1
        regionPartition 1609 1
        regionPartition 1628 1
        regionPartition 1629 1
        regionPartition 1644 1
        regionPartition 1645 1
        regionPartition 1651 1
        regionPartition 1663 1
        regionPartition 1668 1
        regionPartition 1673 1
        paradigm en Latn US
        paradigm en Latn GB
        paradigm es Latn ES
        paradigm es Latn 419
        paradigm pt Latn BR
        paradigm pt Latn PT
        defaultDistance 80
        defaultDistance 50
        defaultDistance 4
        defaultDistance 3
        """
}
