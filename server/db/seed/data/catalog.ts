import type { ImageKind } from '../images';

export interface Option {
  key: string;
  values: string[];
}

/** How products of a level-2 category look: unit, price band (yuan), attributes, image kind. */
export interface Profile {
  unit: string;
  price: [number, number];
  image: ImageKind;
  /** Sales attributes; SKUs are combinations of these values. */
  sales: Option[];
  attrs: Option[];
  series: string[];
  words: string[];
}

export interface Level3 {
  name: string;
  green?: boolean;
  hidden?: boolean;
}
export interface Level2 {
  id: number;
  name: string;
  profile: Profile;
  children: (string | Level3)[];
  green?: boolean;
  hidden?: boolean;
}
export interface Level1 {
  id: number;
  name: string;
  children: Level2[];
}

const E = ['E0级', 'E1级', 'ENF级'];

/**
 * The category tree. Level-1 and level-2 ids are fixed (5 地板, 22 涂料 and 37 墙体保温 are the
 * alternate theme's recommended categories); level-3 ids are numbered from 101 in this order.
 */
export const CATEGORY_TREE: Level1[] = [
  {
    id: 1,
    name: '地面材料',
    children: [
      {
        id: 5,
        name: '地板',
        children: [
          '实木地板',
          '实木复合地板',
          '强化复合地板',
          'SPC石塑地板',
          { name: '竹地板', green: true },
          '运动木地板',
          { name: '地板辅料', hidden: true },
        ],
        profile: {
          unit: '㎡',
          price: [68, 560],
          image: 'wood',
          sales: [
            {
              key: '规格',
              values: ['1210x165x12mm', '1215x195x15mm', '910x125x18mm', '1220x180x8mm'],
            },
            { key: '颜色', values: ['原木色', '北欧白橡', '胡桃木色', '烟熏灰', '柚木色'] },
          ],
          attrs: [
            { key: '环保等级', values: E },
            { key: '耐磨转数', values: ['6000转', '8000转', '12000转'] },
            { key: '适用地暖', values: ['是', '否'] },
            { key: '铺装方式', values: ['锁扣', '企口', '悬浮铺装'] },
          ],
          series: ['北欧橡木', '莫兰迪', '原野', '森之语', '臻品', '工程'],
          words: ['耐磨防潮', '地暖专用', '静音锁扣', '家装工程两用', '防滑耐刮'],
        },
      },
      {
        id: 6,
        name: '瓷砖',
        children: ['抛光砖', '仿古砖', '木纹砖', '岩板', '马赛克', '大理石瓷砖'],
        profile: {
          unit: '㎡',
          price: [35, 420],
          image: 'tile',
          sales: [
            {
              key: '规格',
              values: ['600x600mm', '800x800mm', '750x1500mm', '300x600mm', '900x1800mm'],
            },
            { key: '颜色', values: ['米白', '浅灰', '深灰', '象牙白', '暖黄'] },
          ],
          attrs: [
            { key: '表面工艺', values: ['亮光', '柔光', '哑光'] },
            { key: '吸水率', values: ['≤0.1%', '≤0.5%', '≤3%'] },
            { key: '防滑等级', values: ['R9', 'R10', 'R11'] },
          ],
          series: ['云石', '鱼肚白', '卡拉拉', '素色', '水泥灰', '侘寂'],
          words: ['通体大理石', '防滑耐磨', '客厅地砖', '工程集采', '连纹铺贴'],
        },
      },
      {
        id: 7,
        name: '石材',
        children: ['天然大理石', '花岗岩', '石英石', '人造石'],
        profile: {
          unit: '㎡',
          price: [120, 1280],
          image: 'stone',
          sales: [
            { key: '厚度', values: ['18mm', '20mm', '25mm', '30mm'] },
            { key: '表面处理', values: ['抛光', '荔枝面', '火烧面', '亚光'] },
          ],
          attrs: [
            { key: '产地', values: ['福建水头', '广西贺州', '山东莱州', '意大利进口'] },
            { key: '放射性', values: ['A类'] },
          ],
          series: ['爵士白', '鱼肚白', '芝麻灰', '黑金花', '雅士白'],
          words: ['大板', '台面定制', '外墙干挂', '楼梯踏步'],
        },
      },
      {
        id: 8,
        name: '地毯地胶',
        children: ['PVC地胶', '方块地毯', '橡胶地板'],
        profile: {
          unit: '㎡',
          price: [28, 260],
          image: 'carpet',
          sales: [
            { key: '厚度', values: ['2mm', '3mm', '5mm', '7mm'] },
            { key: '颜色', values: ['蓝灰', '咖啡', '墨绿', '浅灰'] },
          ],
          attrs: [
            { key: '防火等级', values: ['B1级', 'Bfl-s1'] },
            { key: '适用场所', values: ['办公', '医院', '学校', '酒店'] },
          ],
          series: ['商用', '静音', '医用', '运动'],
          words: ['耐磨', '防滑', '阻燃', '易清洁'],
        },
      },
    ],
  },
  {
    id: 2,
    name: '墙面材料',
    children: [
      {
        id: 22,
        name: '涂料',
        children: [
          '内墙乳胶漆',
          '外墙涂料',
          '真石漆',
          { name: '艺术涂料', green: true },
          '水性木器漆',
          '氟碳漆',
        ],
        profile: {
          unit: '桶',
          price: [98, 1280],
          image: 'paint',
          sales: [
            { key: '规格', values: ['5L', '15L', '18L', '20kg'] },
            { key: '色号', values: ['纯白', '奶咖', '雾霾蓝', '浅灰', '定制色'] },
          ],
          attrs: [
            { key: 'VOC含量', values: ['≤10g/L', '≤30g/L', '≤50g/L'] },
            { key: '涂布率', values: ['10-12㎡/L', '8-10㎡/L'] },
            { key: '光泽', values: ['哑光', '丝光', '半光'] },
          ],
          series: ['净味', '抗甲醛', '儿童', '工程', '超耐候'],
          words: ['低VOC', '耐擦洗', '防霉抗碱', '一底两面', '水性环保'],
        },
      },
      {
        id: 9,
        name: '壁纸墙布',
        children: ['无缝墙布', 'PVC壁纸', { name: '硅藻泥', green: true }],
        profile: {
          unit: '㎡',
          price: [25, 380],
          image: 'wallpaper',
          sales: [
            { key: '幅宽', values: ['2.8m', '3.0m', '0.53m'] },
            { key: '花色', values: ['素色', '条纹', '几何', '植物'] },
          ],
          attrs: [
            { key: '材质', values: ['提花', '刺绣', '无纺布', 'PVC'] },
            { key: '防火等级', values: ['B1级', 'B2级'] },
          ],
          series: ['轻奢', '新中式', '简约', '田园'],
          words: ['无缝', '防水防霉', '卧室客厅', '酒店工程'],
        },
      },
      {
        id: 10,
        name: '墙板吊顶',
        children: ['集成墙板', '木饰面板', '铝扣板吊顶', '纸面石膏板'],
        profile: {
          unit: '㎡',
          price: [18, 320],
          image: 'panel',
          sales: [
            { key: '规格', values: ['600x600mm', '300x300mm', '2440x1220mm', '3000x600mm'] },
            { key: '厚度', values: ['8mm', '9.5mm', '12mm'] },
          ],
          attrs: [
            { key: '防火等级', values: ['A级', 'B1级'] },
            { key: '安装方式', values: ['卡扣', '龙骨', '胶粘'] },
          ],
          series: ['快装', '护墙', '防潮', '工程'],
          words: ['免漆', '快装', '防潮防火', '吊顶集成'],
        },
      },
    ],
  },
  {
    id: 3,
    name: '建筑主材',
    children: [
      {
        id: 37,
        name: '墙体保温',
        green: true,
        children: [
          '岩棉板',
          '挤塑聚苯板',
          '聚氨酯保温板',
          '保温装饰一体板',
          { name: '真空绝热板', green: true },
          '发泡陶瓷保温板',
        ],
        profile: {
          unit: '㎡',
          price: [22, 260],
          image: 'insulation',
          sales: [
            { key: '厚度', values: ['30mm', '50mm', '80mm', '100mm'] },
            { key: '密度', values: ['120kg/m³', '140kg/m³', '160kg/m³'] },
          ],
          attrs: [
            { key: '燃烧性能', values: ['A级', 'B1级'] },
            { key: '导热系数', values: ['≤0.040W/(m·K)', '≤0.030W/(m·K)', '≤0.024W/(m·K)'] },
            { key: '执行标准', values: ['GB/T 25975', 'GB/T 10801.2'] },
          ],
          series: ['外墙外保温', '幕墙', '节能', '被动房'],
          words: ['憎水', '防火A级', '外墙保温', '低导热', '绿色建材'],
        },
      },
      {
        id: 11,
        name: '防水材料',
        children: ['SBS改性沥青防水卷材', '高分子自粘防水卷材', '聚氨酯防水涂料', 'JS防水涂料'],
        profile: {
          unit: '卷',
          price: [45, 420],
          image: 'membrane',
          sales: [
            { key: '厚度', values: ['1.5mm', '2.0mm', '3.0mm', '4.0mm'] },
            { key: '胎基', values: ['聚酯胎', '玻纤胎', '无胎'] },
          ],
          attrs: [
            { key: '类型', values: ['I型', 'II型'] },
            { key: '执行标准', values: ['GB 18242', 'GB 23441'] },
          ],
          series: ['地下室', '屋面', '厨卫', '隧道'],
          words: ['耐根穿刺', '自粘', '高弹', '工程防水'],
        },
      },
      {
        id: 12,
        name: '水泥砂浆',
        children: ['普通硅酸盐水泥', '预拌砂浆', '瓷砖胶', '自流平砂浆'],
        profile: {
          unit: '吨',
          price: [12, 680],
          image: 'cement',
          sales: [
            { key: '规格', values: ['20kg/袋', '25kg/袋', '50kg/袋', '散装'] },
            { key: '强度等级', values: ['P.O 42.5', 'P.O 52.5', 'M10', 'M15'] },
          ],
          attrs: [{ key: '执行标准', values: ['GB 175', 'GB/T 25181', 'JC/T 547'] }],
          series: ['高强', '快干', '抗裂', '工程'],
          words: ['粘结力强', '抗裂', '防水', '大板专用'],
        },
      },
      {
        id: 13,
        name: '钢材型材',
        children: ['螺纹钢', 'H型钢', '镀锌钢管', '不锈钢板'],
        profile: {
          unit: '吨',
          price: [3200, 18800],
          image: 'steel',
          sales: [
            { key: '规格', values: ['Φ12', 'Φ16', 'Φ20', '200x100', 'DN50'] },
            { key: '材质', values: ['HRB400E', 'Q235B', 'Q355B', '304'] },
          ],
          attrs: [{ key: '产地', values: ['河北唐山', '江苏张家港', '山东日照'] }],
          series: ['建筑用', '结构用', '工程'],
          words: ['国标', '现货', '可定尺', '质保书齐全'],
        },
      },
    ],
  },
  {
    id: 4,
    name: '门窗幕墙',
    children: [
      {
        id: 14,
        name: '门',
        children: ['防盗入户门', '室内木门', '钢质防火门', '玻璃推拉门'],
        profile: {
          unit: '樘',
          price: [680, 8800],
          image: 'door',
          sales: [
            { key: '尺寸', values: ['2050x860mm', '2100x960mm', '2200x1200mm'] },
            { key: '颜色', values: ['胡桃木', '哑光白', '深灰', '香槟金'] },
          ],
          attrs: [
            { key: '防火等级', values: ['甲级', '乙级', '丙级', '无'] },
            { key: '锁具', values: ['C级锁芯', '智能锁', '机械锁'] },
          ],
          series: ['静音', '极简', '轻奢', '工程'],
          words: ['隔音', '防盗', '免漆', '定制尺寸'],
        },
      },
      {
        id: 15,
        name: '窗',
        children: ['断桥铝合金窗', '塑钢窗', '铝包木窗'],
        profile: {
          unit: '㎡',
          price: [380, 2600],
          image: 'window',
          sales: [
            { key: '型材系列', values: ['65系列', '70系列', '80系列', '108系列'] },
            { key: '玻璃配置', values: ['5+12A+5', '5+20A+5+Low-E', '三玻两腔'] },
          ],
          attrs: [
            { key: '开启方式', values: ['平开', '内开内倒', '推拉'] },
            { key: '气密等级', values: ['6级', '7级', '8级'] },
          ],
          series: ['系统窗', '节能', '静音', '被动式'],
          words: ['断桥隔热', '隔音降噪', '高气密', '定制'],
        },
      },
      {
        id: 16,
        name: '幕墙玻璃',
        children: ['Low-E中空玻璃', '钢化玻璃', '夹胶玻璃', '铝单板幕墙'],
        profile: {
          unit: '㎡',
          price: [120, 1200],
          image: 'glass',
          sales: [
            { key: '厚度', values: ['6mm', '8mm', '10mm', '12mm'] },
            { key: '颜色', values: ['透明', '超白', '灰色', '蓝色'] },
          ],
          attrs: [{ key: '安全等级', values: ['3C认证', '均质处理'] }],
          series: ['节能', '超白', '安全'],
          words: ['隔热', '防爆', '幕墙工程', '可定制'],
        },
      },
    ],
  },
  {
    id: 17,
    name: '厨卫洁具',
    children: [
      {
        id: 18,
        name: '卫浴洁具',
        children: ['智能马桶', '浴室柜', '恒温花洒', '淋浴房', '台下盆'],
        profile: {
          unit: '套',
          price: [280, 9800],
          image: 'sanitary',
          sales: [
            { key: '款式', values: ['标准款', '升级款', '旗舰款'] },
            { key: '颜色', values: ['白色', '枪灰', '拉丝金'] },
          ],
          attrs: [
            { key: '水效等级', values: ['1级', '2级'] },
            { key: '材质', values: ['陶瓷', '不锈钢', '黄铜'] },
          ],
          series: ['净界', '极简', '酒店', '适老'],
          words: ['节水', '抗菌', '静音', '精装工程'],
        },
      },
      {
        id: 19,
        name: '厨房设备',
        children: ['整体橱柜', '不锈钢水槽', '吸油烟机', '集成灶'],
        profile: {
          unit: '套',
          price: [399, 16800],
          image: 'kitchen',
          sales: [
            { key: '尺寸', values: ['900mm', '1200mm', '每延米'] },
            { key: '颜色', values: ['暖白', '岩灰', '木纹'] },
          ],
          attrs: [{ key: '材质', values: ['304不锈钢', '颗粒板', '实木多层板'] }],
          series: ['精装', '北欧', '现代'],
          words: ['大吸力', '易清洁', '精装配套', '定制'],
        },
      },
    ],
  },
  {
    id: 20,
    name: '水电暖通',
    children: [
      {
        id: 21,
        name: '管材管件',
        children: ['PPR给水管', 'PVC-U排水管', 'PE给水管', '不锈钢水管'],
        profile: {
          unit: '米',
          price: [3, 96],
          image: 'pipe',
          sales: [
            { key: '管径', values: ['DN20', 'DN25', 'DN32', 'DN50', 'DN110'] },
            { key: '压力等级', values: ['1.25MPa', '1.6MPa', '2.0MPa'] },
          ],
          attrs: [{ key: '执行标准', values: ['GB/T 18742', 'GB/T 5836', 'GB/T 13663'] }],
          series: ['家装', '工程', '抗菌'],
          words: ['耐高温', '抗冲击', '卫生级', '国标足厚'],
        },
      },
      {
        id: 23,
        name: '电线电缆',
        children: ['BV单芯线', 'YJV电力电缆', '六类网线'],
        profile: {
          unit: '卷',
          price: [96, 6800],
          image: 'cable',
          sales: [
            { key: '规格', values: ['1.5㎡', '2.5㎡', '4㎡', '6㎡', '3x95+1x50'] },
            { key: '颜色', values: ['红', '蓝', '黄绿双色'] },
          ],
          attrs: [
            { key: '阻燃等级', values: ['ZR-A', 'ZR-B', 'WDZ低烟无卤'] },
            { key: '导体', values: ['无氧铜'] },
          ],
          series: ['家装', '工程', '低烟无卤'],
          words: ['国标', '足米', '阻燃', '100米/卷'],
        },
      },
      {
        id: 24,
        name: '暖通空调',
        children: ['多联机中央空调', '水地暖模块', '新风系统', { name: '空气源热泵', green: true }],
        profile: {
          unit: '套',
          price: [1800, 68000],
          image: 'hvac',
          sales: [
            { key: '匹数', values: ['3匹', '5匹', '8匹', '10匹'] },
            { key: '适用面积', values: ['80㎡', '120㎡', '180㎡'] },
          ],
          attrs: [{ key: '能效等级', values: ['一级能效', '二级能效'] }],
          series: ['家用', '商用', '变频'],
          words: ['节能', '静音', '智能控制', '全屋'],
        },
      },
    ],
  },
  {
    id: 25,
    name: '灯具照明',
    children: [
      {
        id: 26,
        name: '室内照明',
        children: ['LED筒灯', '射灯', '吸顶灯', '线性灯', '面板灯'],
        profile: {
          unit: '个',
          price: [9, 880],
          image: 'lamp',
          sales: [
            { key: '功率', values: ['5W', '7W', '12W', '24W', '36W'] },
            { key: '色温', values: ['3000K', '4000K', '6000K'] },
          ],
          attrs: [
            { key: '显色指数', values: ['Ra≥80', 'Ra≥90', 'Ra≥95'] },
            { key: '防眩', values: ['UGR<19', 'UGR<16'] },
          ],
          series: ['无主灯', '护眼', '商照'],
          words: ['防眩', '高显色', '无频闪', '精装'],
        },
      },
      {
        id: 27,
        name: '户外照明',
        children: [{ name: '太阳能路灯', green: true }, '庭院灯', '投光灯', '草坪灯'],
        profile: {
          unit: '套',
          price: [80, 5600],
          image: 'outdoor-lamp',
          sales: [
            { key: '功率', values: ['30W', '60W', '100W', '200W'] },
            { key: '灯杆高度', values: ['3m', '6m', '8m', '无'] },
          ],
          attrs: [{ key: '防护等级', values: ['IP65', 'IP66', 'IP67'] }],
          series: ['市政', '景观', '光伏'],
          words: ['防水', '光控', '长寿命', '市政工程'],
        },
      },
    ],
  },
  {
    id: 28,
    name: '智能安防',
    children: [
      {
        id: 29,
        name: '智能家居',
        children: ['智能门锁', '智能开关面板', '智能窗帘电机'],
        profile: {
          unit: '个',
          price: [59, 3800],
          image: 'smart',
          sales: [
            { key: '款式', values: ['标准版', 'Pro版', '工程版'] },
            { key: '颜色', values: ['星空灰', '雅白', '香槟金'] },
          ],
          attrs: [{ key: '通讯协议', values: ['Zigbee', 'WiFi', '蓝牙Mesh'] }],
          series: ['全屋智能', '精装', '酒店'],
          words: ['远程控制', '语音联动', '人脸识别', '精装配套'],
        },
      },
      {
        id: 30,
        name: '安防监控',
        children: ['网络摄像机', '硬盘录像机', '门禁一体机'],
        profile: {
          unit: '台',
          price: [199, 8600],
          image: 'camera',
          sales: [
            { key: '像素', values: ['200万', '400万', '800万'] },
            { key: '镜头', values: ['2.8mm', '4mm', '6mm'] },
          ],
          attrs: [{ key: '防护等级', values: ['IP66', 'IP67'] }],
          series: ['星光', '全彩', 'AI'],
          words: ['夜视', '人形检测', 'POE供电', '小区工程'],
        },
      },
      {
        id: 31,
        name: '楼宇对讲',
        children: ['可视对讲门口机', '室内分机'],
        profile: {
          unit: '台',
          price: [260, 4800],
          image: 'smart',
          sales: [{ key: '屏幕', values: ['7寸', '10寸'] }],
          attrs: [{ key: '系统', values: ['数字IP', '模拟'] }],
          series: ['社区', '别墅'],
          words: ['可视', '人脸开门', '云对讲'],
        },
      },
    ],
  },
  {
    id: 32,
    name: '景观园林',
    children: [
      {
        id: 33,
        name: '园林硬景',
        children: [
          { name: '透水砖', green: true },
          '景观石材',
          { name: '木塑地板', green: true },
          '树池篦子',
        ],
        profile: {
          unit: '㎡',
          price: [28, 460],
          image: 'paver',
          sales: [
            { key: '规格', values: ['200x100x60mm', '300x300x60mm', '600x300x50mm'] },
            { key: '颜色', values: ['灰色', '红色', '黄色', '芝麻黑'] },
          ],
          attrs: [{ key: '抗压强度', values: ['Cc30', 'Cc40', 'Cc50'] }],
          series: ['海绵城市', '市政', '庭院'],
          words: ['透水', '防滑', '耐候', '海绵城市'],
        },
      },
      {
        id: 34,
        name: '园林绿化',
        children: ['乔木', '灌木', '草坪'],
        profile: {
          unit: '株',
          price: [6, 6800],
          image: 'plant',
          sales: [{ key: '规格', values: ['胸径8cm', '胸径12cm', '胸径15cm', '高度1.2m'] }],
          attrs: [{ key: '产地', values: ['浙江萧山', '江苏沭阳', '山东潍坊'] }],
          series: ['精品', '工程苗', '造型'],
          words: ['全冠', '带土球', '苗圃直供'],
        },
      },
    ],
  },
  {
    id: 35,
    name: '家具软装',
    children: [
      {
        id: 36,
        name: '办公家具',
        children: ['办公桌', '人体工学椅', '文件柜'],
        profile: {
          unit: '套',
          price: [260, 12800],
          image: 'furniture',
          sales: [
            { key: '尺寸', values: ['1200mm', '1400mm', '1600mm', '1800mm'] },
            { key: '颜色', values: ['暖白', '胡桃', '深灰'] },
          ],
          attrs: [{ key: '材质', values: ['E0级板材', '钢木', '实木'] }],
          series: ['简约', '现代', '行政'],
          words: ['可定制', '环保板材', '整体配套'],
        },
      },
      {
        id: 38,
        name: '酒店家具',
        children: ['客房家具', '餐厅桌椅'],
        profile: {
          unit: '套',
          price: [1800, 26800],
          image: 'furniture',
          sales: [{ key: '房型', values: ['标准间', '大床房', '套房'] }],
          attrs: [{ key: '材质', values: ['实木', '多层板', '金属'] }],
          series: ['精选', '轻奢', '度假'],
          words: ['工程定制', '整体配套'],
        },
      },
      {
        id: 39,
        name: '窗帘布艺',
        children: ['遮光窗帘', '电动卷帘', '百叶帘'],
        profile: {
          unit: '㎡',
          price: [35, 680],
          image: 'curtain',
          sales: [
            { key: '遮光率', values: ['70%', '90%', '99%'] },
            { key: '颜色', values: ['米白', '浅灰', '墨蓝', '卡其'] },
          ],
          attrs: [{ key: '防火等级', values: ['B1级', '普通'] }],
          series: ['酒店', '办公', '家居'],
          words: ['遮光', '阻燃', '电动', '定制'],
        },
      },
    ],
  },
  {
    id: 40,
    name: '机电设备',
    children: [
      {
        id: 41,
        name: '电梯扶梯',
        children: ['乘客电梯', '自动扶梯', '家用别墅电梯'],
        profile: {
          unit: '台',
          price: [98000, 680000],
          image: 'elevator',
          sales: [
            { key: '载重', values: ['400kg', '1000kg', '1350kg', '1600kg'] },
            { key: '速度', values: ['1.0m/s', '1.75m/s', '2.5m/s'] },
          ],
          attrs: [{ key: '驱动方式', values: ['无机房', '有机房', '曳引式'] }],
          series: ['住宅', '商用', '别墅'],
          words: ['节能', '安全', '安装维保'],
        },
      },
      {
        id: 42,
        name: '配电设备',
        children: ['配电箱', '干式变压器', '低压开关柜'],
        profile: {
          unit: '台',
          price: [380, 168000],
          image: 'electrical',
          sales: [{ key: '规格', values: ['12回路', '24回路', '630kVA', 'GGD'] }],
          attrs: [{ key: '认证', values: ['3C认证', 'CQC'] }],
          series: ['住宅', '工业', '成套'],
          words: ['国标', '成套定制', '工程配套'],
        },
      },
      {
        id: 43,
        name: '光伏储能',
        green: true,
        children: ['光伏组件', '储能电池柜'],
        profile: {
          unit: '块',
          price: [480, 98000],
          image: 'solar',
          sales: [{ key: '功率', values: ['450W', '550W', '100kWh', '215kWh'] }],
          attrs: [{ key: '电池类型', values: ['单晶PERC', 'TOPCon', '磷酸铁锂'] }],
          series: ['工商业', '户用', 'BIPV'],
          words: ['高效', '双面发电', '绿色低碳'],
        },
      },
      {
        id: 44,
        name: '二手设备',
        hidden: true,
        children: [
          { name: '二手塔吊', hidden: true },
          { name: '二手施工电梯', hidden: true },
        ],
        profile: {
          unit: '台',
          price: [60000, 380000],
          image: 'elevator',
          sales: [{ key: '成色', values: ['八成新', '九成新'] }],
          attrs: [{ key: '出厂年份', values: ['2018', '2020', '2021'] }],
          series: ['租赁', '转让'],
          words: ['可看机', '手续齐全'],
        },
      },
    ],
  },
];

/**
 * A trade as a company name says it (佛山市森华木业有限公司) and what such a company sells:
 * whole level-2 categories and single leaves, so a wood company lists floors, wooden doors and
 * wood veneer panels, never stone or tiles.
 */
export interface Industry {
  name: string;
  l2: number[];
  leaves?: string[];
}

export const INDUSTRIES: Industry[] = [
  { name: '木业', l2: [5], leaves: ['室内木门', '木饰面板'] },
  { name: '陶瓷', l2: [6] },
  { name: '石材', l2: [7], leaves: ['景观石材'] },
  { name: '地材', l2: [8], leaves: ['SPC石塑地板', '运动木地板'] },
  { name: '涂料', l2: [22] },
  { name: '装饰材料', l2: [9, 10] },
  { name: '保温材料', l2: [37] },
  { name: '防水科技', l2: [11] },
  { name: '建材', l2: [12] },
  { name: '钢铁', l2: [13] },
  { name: '门窗', l2: [14, 15] },
  { name: '幕墙', l2: [16, 15] },
  { name: '玻璃', l2: [16] },
  { name: '卫浴', l2: [18] },
  { name: '厨具', l2: [19] },
  { name: '管业', l2: [21] },
  { name: '线缆', l2: [23] },
  { name: '暖通', l2: [24] },
  { name: '机电', l2: [24, 42] },
  { name: '照明', l2: [26, 27] },
  { name: '智能科技', l2: [29, 31] },
  { name: '安防', l2: [30, 31] },
  { name: '园林', l2: [33, 34] },
  { name: '苗木', l2: [34] },
  { name: '家具', l2: [36, 38] },
  { name: '软装', l2: [39] },
  { name: '电梯', l2: [41] },
  { name: '电气', l2: [42] },
  { name: '新能源', l2: [43] },
];

export function industryNamed(name: string): Industry {
  const found = INDUSTRIES.find((i) => i.name === name);
  if (!found) throw new Error(`no industry ${name}`);
  return found;
}

/** What a company of the industry says it sells: its level-2 categories, then its single leaves. */
export function industryProducts(industry: Industry): string[] {
  const l2Names = CATEGORY_TREE.flatMap((l1) => l1.children)
    .filter((l2) => industry.l2.includes(l2.id))
    .map((l2) => l2.name);
  return [...l2Names, ...(industry.leaves ?? [])];
}

/** Whether a company of the industry sells products of the leaf. */
export function sellsLeaf(industry: Industry, leaf: { name: string; l2: { id: number } }): boolean {
  return industry.l2.includes(leaf.l2.id) || Boolean(industry.leaves?.includes(leaf.name));
}

export interface FlatCategory {
  id: number;
  pid: number;
  name: string;
  level: number;
  sort: number;
  status: number;
  isGreen: boolean;
}

export interface Leaf {
  id: number;
  name: string;
  l1: Level1;
  l2: Level2;
}

/** Flattens the tree into rows; level-3 ids are numbered from 101 in tree order. */
export function flattenCategories(): { rows: FlatCategory[]; leaves: Leaf[] } {
  const rows: FlatCategory[] = [];
  const leaves: Leaf[] = [];
  let next = 101;
  CATEGORY_TREE.forEach((l1, i) => {
    rows.push({ id: l1.id, pid: 0, name: l1.name, level: 1, sort: i, status: 1, isGreen: false });
    l1.children.forEach((l2, j) => {
      rows.push({
        id: l2.id,
        pid: l1.id,
        name: l2.name,
        level: 2,
        sort: j,
        status: l2.hidden ? 0 : 1,
        isGreen: Boolean(l2.green),
      });
      l2.children.forEach((c, k) => {
        const l3 = typeof c === 'string' ? { name: c } : c;
        const id = next++;
        const hidden = Boolean(l3.hidden || l2.hidden);
        rows.push({
          id,
          pid: l2.id,
          name: l3.name,
          level: 3,
          sort: k,
          status: hidden ? 0 : 1,
          isGreen: Boolean(l3.green || l2.green),
        });
        if (!hidden) leaves.push({ id, name: l3.name, l1, l2 });
      });
    });
  });
  return { rows, leaves };
}

export interface BrandDef {
  name: string;
  brandName: string;
  l1: number[];
  /** A brand whose name says its material (雅石, 金陶) is carried only by these trades. */
  industries?: string[];
}

/** Invented brands, each tied to the level-1 categories it makes. */
export const BRANDS: BrandDef[] = [
  { name: '森华', brandName: 'SENHUA', l1: [1], industries: ['木业', '地材'] },
  { name: '木之源', brandName: 'WOODORIGIN', l1: [1, 35], industries: ['木业', '地材', '家具'] },
  { name: '鼎丰', brandName: 'DINGFENG', l1: [1] },
  { name: '华岩', brandName: 'HUAYAN', l1: [1, 32], industries: ['石材', '园林'] },
  { name: '雅石', brandName: 'YASTONE', l1: [1], industries: ['石材'] },
  { name: '金陶', brandName: 'JINTAO', l1: [1], industries: ['陶瓷'] },
  { name: '柏悦', brandName: 'BAIYUE', l1: [1] },
  { name: '彩岚', brandName: 'CAILAN', l1: [2] },
  { name: '青禾', brandName: 'QINGHE', l1: [2] },
  { name: '绿源', brandName: 'LVYUAN', l1: [2, 3] },
  { name: '美墙', brandName: 'MEIQIANG', l1: [2] },
  { name: '筑雅', brandName: 'ZHUYA', l1: [2, 35] },
  { name: '北固', brandName: 'BEIGU', l1: [3] },
  { name: '安盾', brandName: 'ANDUN', l1: [3] },
  { name: '御寒', brandName: 'YUHAN', l1: [3] },
  { name: '中砼', brandName: 'ZHONGTONG', l1: [3] },
  { name: '鑫钢', brandName: 'XINGANG', l1: [3] },
  { name: '禹王', brandName: 'YUWANG', l1: [3] },
  { name: '固盾', brandName: 'GUDUN', l1: [4] },
  { name: '明窗', brandName: 'MINGCHUANG', l1: [4] },
  { name: '晶澜', brandName: 'JINGLAN', l1: [4] },
  { name: '金鸿', brandName: 'JINHONG', l1: [4] },
  { name: '澜庭', brandName: 'LANTING', l1: [17] },
  { name: '水韵', brandName: 'SHUIYUN', l1: [17] },
  { name: '厨匠', brandName: 'CHUJIANG', l1: [17] },
  { name: '净洁', brandName: 'JINGJIE', l1: [17] },
  { name: '泉盛', brandName: 'QUANSHENG', l1: [20] },
  { name: '华缆', brandName: 'HUALAN', l1: [20] },
  { name: '暖阳', brandName: 'NUANYANG', l1: [20] },
  { name: '风语', brandName: 'FENGYU', l1: [20] },
  { name: '光年', brandName: 'GUANGNIAN', l1: [25] },
  { name: '明耀', brandName: 'MINGYAO', l1: [25] },
  { name: '星辉', brandName: 'XINGHUI', l1: [25, 40] },
  { name: '智居', brandName: 'ZHIJU', l1: [28] },
  { name: '海卫', brandName: 'HAIWEI', l1: [28] },
  { name: '鹰眼', brandName: 'YINGYAN', l1: [28] },
  { name: '绿野', brandName: 'LVYE', l1: [32] },
  { name: '园艺坊', brandName: 'YUANYIFANG', l1: [32] },
  { name: '石语', brandName: 'SHIYU', l1: [32, 1] },
  { name: '匠心', brandName: 'JIANGXIN', l1: [35] },
  { name: '雅居', brandName: 'YAJU', l1: [35] },
  { name: '布艺家', brandName: 'BUYIJIA', l1: [35] },
  { name: '升达', brandName: 'SHENGDA', l1: [40] },
  { name: '恒电', brandName: 'HENGDIAN', l1: [40, 20] },
  { name: '晶阳', brandName: 'JINGYANG', l1: [40] },
];
