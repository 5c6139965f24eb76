/*
 * The cluster's house ad network: the ad library the site's default adapter loads
 * (web/src/ads/house-ad-network.ts) through the script loader, as it would load an ad
 * network's tag, once the reader allows targeting (C0004). It fills a slot with the first
 * house creative of /house-ads/creatives.json whose size the slot takes and whose targeting
 * matches, and reports the size it rendered, or a blank ad when none (or a blank one) matches.
 */
(function () {
  'use strict';
  var catalogue;

  function creatives() {
    if (!catalogue) {
      catalogue = fetch('/house-ads/creatives.json', { credentials: 'omit' }).then(function (res) {
        if (!res.ok) throw new Error('house creatives answered ' + res.status);
        return res.json();
      });
      // A failed fetch is tried again by the next slot.
      catalogue.catch(function () {
        catalogue = undefined;
      });
    }
    return catalogue;
  }

  function sameSize(a, b) {
    return a[0] === b[0] && a[1] === b[1];
  }

  function targeted(creative, targeting) {
    var wanted = creative.targeting || {};
    return Object.keys(wanted).every(function (key) {
      var value = targeting[key];
      return Array.isArray(value) ? value.indexOf(wanted[key]) !== -1 : value === wanted[key];
    });
  }

  function pick(all, request) {
    var list = Array.isArray(all[request.slot]) ? all[request.slot] : [];
    return list.find(function (creative) {
      return (
        request.sizes.some(function (size) {
          return sameSize(size, creative.size);
        }) && targeted(creative, request.targeting)
      );
    });
  }

  window.bytewireHouseAds = {
    display: function (container, request) {
      return creatives().then(function (all) {
        var creative = pick(all, request);
        if (!creative || creative.blank) return { empty: true };
        var link = document.createElement('a');
        link.className = 'house-ad';
        link.href = creative.href;
        link.setAttribute('data-creative', creative.id);
        var image = document.createElement('img');
        image.src = creative.image;
        image.width = creative.size[0];
        image.height = creative.size[1];
        image.alt = creative.alt;
        link.appendChild(image);
        container.appendChild(link);
        var rendered = { empty: false, size: [creative.size[0], creative.size[1]] };
        return image.decode().then(
          function () {
            return rendered;
          },
          function () {
            return rendered;
          },
        );
      });
    },
    clear: function (container) {
      container.querySelectorAll('.house-ad').forEach(function (creative) {
        creative.remove();
      });
    },
  };
})();
